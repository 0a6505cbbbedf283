import { describe, expect, it } from 'vitest';
import { DEFAULT_GAMES_VIEW, gamesApiPath, gamesViewParams, parseGamesView } from './games-url';

describe('games page URL', () => {
  it('reads the players and the record filter', () => {
    expect(parseGamesView(new URLSearchParams('player1=12&player2=7&has_sgf=true'))).toEqual({
      player1: 12,
      player2: 7,
      hasSgf: true,
      scheduled: false,
    });
    expect(parseGamesView(new URLSearchParams('player2=7&has_sgf=1&scheduled=true'))).toEqual({
      player1: null,
      player2: 7,
      hasSgf: true,
      scheduled: true,
    });
  });

  it('falls back to the defaults for what it cannot read', () => {
    expect(
      parseGamesView(
        new URLSearchParams('player1=abc&player2=-3&has_sgf=yes&scheduled=no&other=1'),
      ),
    ).toEqual(DEFAULT_GAMES_VIEW);
    expect(parseGamesView(new URLSearchParams('player1=0&player2=1.5'))).toEqual(
      DEFAULT_GAMES_VIEW,
    );
  });

  it('takes the same player twice as one player', () => {
    expect(parseGamesView(new URLSearchParams('player1=5&player2=5'))).toEqual({
      ...DEFAULT_GAMES_VIEW,
      player1: 5,
    });
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(gamesViewParams(DEFAULT_GAMES_VIEW).toString()).toBe('');
    const view = { player1: 3, player2: 9, hasSgf: true, scheduled: true };
    expect(gamesViewParams(view).toString()).toBe(
      'player1=3&player2=9&has_sgf=true&scheduled=true',
    );
    expect(parseGamesView(gamesViewParams(view))).toEqual(view);
  });

  it('asks the API for a page of the view', () => {
    expect(gamesApiPath(DEFAULT_GAMES_VIEW, 0, 50)).toBe('games?limit=50&offset=0');
    expect(gamesApiPath({ ...DEFAULT_GAMES_VIEW, player1: 3, hasSgf: true }, 100, 50)).toBe(
      'games?player1=3&has_sgf=true&limit=50&offset=100',
    );
    expect(gamesApiPath({ ...DEFAULT_GAMES_VIEW, scheduled: true }, 0, 50)).toBe(
      'games?scheduled=true&limit=50&offset=0',
    );
  });
});
