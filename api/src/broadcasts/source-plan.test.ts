import { describe, expect, it } from 'vitest';
import { BroadcastBoardRow } from './broadcast.entities';
import type { ChangedBoard } from './board-changes';
import { statusOfBoards } from './broadcast-status';
import { followPlan } from './source-plan';

function boardWith(moves: string[], overrides: Partial<BroadcastBoardRow> = {}): BroadcastBoardRow {
  return Object.assign(new BroadcastBoardRow(), {
    id: 7,
    number: 2,
    boardSize: 9,
    handicap: 0,
    moves: moves.join(' '),
    moveCount: moves.length,
    result: null,
    clockBlackMs: null,
    clockWhiteMs: null,
    ...overrides,
  });
}

const NO_CHANGE = {} as ChangedBoard;

describe('followPlan', () => {
  it('is null when the board says what the source says', () => {
    expect(followPlan(boardWith(['E5', 'C3']), { moves: ['e5', 'C3'], result: null })).toBeNull();
    expect(
      followPlan(boardWith(['E5'], { result: 'B+R' }), { moves: ['E5'], result: 'B+Resign' }),
    ).toBeNull();
  });

  it('keeps a result given by hand when the source has none', () => {
    expect(
      followPlan(boardWith(['E5'], { result: 'W+T' }), { moves: ['E5'], result: null }),
    ).toBeNull();
  });

  it('undoes back to the common part, then plays the source on', () => {
    const plan = followPlan(boardWith(['E5', 'C3', 'G7']), {
      moves: ['E5', 'D4', 'G7', 'C7'],
      result: null,
    });
    expect(plan?.change).toEqual({ moves: ['E5', 'D4', 'G7', 'C7'] });
    expect(plan?.events(NO_CHANGE)).toEqual([
      { type: 'undo', board: 2, seq: 3 },
      { type: 'undo', board: 2, seq: 2 },
      { type: 'move', board: 2, seq: 2, move: 'D4', comment: null },
      { type: 'move', board: 2, seq: 3, move: 'G7', comment: null },
      { type: 'move', board: 2, seq: 4, move: 'C7', comment: null },
    ]);
    expect(plan?.boardEvent).toBe(false);
  });

  it('takes the result, normalised, and the clocks', () => {
    const plan = followPlan(boardWith(['E5']), {
      moves: ['E5'],
      result: 'w+time',
      clocks: { black: 0, white: 1000 },
    });
    expect(plan?.change).toEqual({ result: 'W+T', clocks: { black: 0, white: 1000 } });
    expect(plan?.events(NO_CHANGE)).toEqual([]);
    expect(plan?.boardEvent).toBe(true);
  });

  it('ignores an unreadable result and stops at the first move that cannot be played', () => {
    const plan = followPlan(boardWith([]), { moves: ['E5', 'C3', 'C3', 'D4'], result: '?' });
    expect(plan?.change).toEqual({ moves: ['E5', 'C3'] });
  });
});

describe('statusOfBoards', () => {
  const board = (moveCount: number, result: string | null) => ({ moveCount, result });

  it('is live from the first move, finished when every board has a result', () => {
    expect(statusOfBoards('upcoming', [board(0, null), board(0, null)])).toBe('upcoming');
    expect(statusOfBoards('upcoming', [board(0, null), board(1, null)])).toBe('live');
    expect(statusOfBoards('live', [board(3, 'B+R'), board(1, null)])).toBe('live');
    expect(statusOfBoards('live', [board(3, 'B+R'), board(0, 'W+F')])).toBe('finished');
    expect(statusOfBoards('finished', [board(3, 'B+R'), board(2, null)])).toBe('live');
  });
});
