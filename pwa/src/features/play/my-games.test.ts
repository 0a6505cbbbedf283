import { describe, expect, it } from 'vitest';
import type { LiveGameSummary, PlayerCard } from '@sync/contract/play';
import { myGames } from './my-games';

const card = (userId: number, name: string): PlayerCard => ({
  userId,
  name,
  avatar: '',
  rating: 1500,
  rank: '5k',
});
const ME = card(1, 'me');
const BOT = { ...card(2, 'GNU Go bot'), bot: true as const };
const ANN = card(3, 'ann');

function game(id: number, fields: Partial<LiveGameSummary>): LiveGameSummary {
  return {
    id,
    boardSize: 9,
    rules: 'chinese',
    timeClass: 'blitz',
    ranked: false,
    black: ME,
    white: ANN,
    moveCount: 10,
    phase: 'finished',
    result: 'B+R',
    startedAt: '2026-11-01T10:00:00.000Z',
    finishedAt: '2026-11-01T10:30:00.000Z',
    observers: 0,
    ...fields,
  };
}

describe('myGames', () => {
  it('keeps the live games apart and tells each finished one from the user’s side', () => {
    const games = [
      game(5, { phase: 'play', result: null, finishedAt: null }),
      game(4, { black: BOT, white: ME, result: 'B+3.5', finishedAt: '2026-11-03T09:00:00.000Z' }),
      game(3, { result: 'W+T', boardSize: 19 }),
      game(2, { black: ANN, white: ME, result: '0', finishedAt: '2026-11-02T09:00:00.000Z' }),
    ];
    const mine = myGames(games, ME.userId);
    expect(mine.live.map((g) => g.id)).toEqual([5]);
    expect(mine.finished).toEqual([
      {
        id: 4,
        opponent: BOT,
        colour: 'white',
        boardSize: 9,
        outcome: 'loss',
        result: 'B+3.5',
        date: '2026-11-03T09:00:00.000Z',
      },
      expect.objectContaining({ id: 2, opponent: ANN, colour: 'white', outcome: 'jigo' }),
      expect.objectContaining({ id: 3, opponent: ANN, colour: 'black', outcome: 'loss' }),
    ]);
    expect(myGames([game(1, { result: 'B+R' })], ME.userId).finished[0].outcome).toBe('win');
  });

  it('names no outcome for a void game and dates a game without an end by its start', () => {
    const [row] = myGames([game(1, { result: 'Void', finishedAt: null })], ME.userId).finished;
    expect(row).toMatchObject({ outcome: null, date: '2026-11-01T10:00:00.000Z' });
  });
});
