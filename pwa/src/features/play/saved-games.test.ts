import { describe, expect, it } from 'vitest';
import { parseSavedGames, savedGamesKey } from './saved-games';

describe('saved games', () => {
  it('are kept per user', () => {
    expect(savedGamesKey(7)).toBe('play.myGames.7');
  });

  it('read back the games, and nothing from what is not a list of games', () => {
    const game = { id: 3, black: {}, white: {} };
    expect(parseSavedGames(JSON.stringify([game, { id: 'x' }]))).toEqual([game]);
    expect(parseSavedGames('{')).toEqual([]);
    expect(parseSavedGames(null)).toEqual([]);
    expect(parseSavedGames('{"id":1}')).toEqual([]);
  });
});
