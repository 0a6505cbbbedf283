import { describe, expect, it } from 'vitest';
import { boardSync, colourOfMove, gameKey, normalisedAnswer, type HeldBoard } from './gnugo-state';
import { state9x9 } from './gnugo-test-support';

const held = (moves: string[]): HeldBoard => ({ game: gameKey(state9x9([])), moves });

describe('boardSync', () => {
  it('plays only the new moves when the held board is a prefix of the state', () => {
    expect(boardSync(held(['E5']), state9x9(['E5', 'C3', 'G7']))).toEqual({
      undo: 0,
      play: ['C3', 'G7'],
    });
  });

  it('takes back the moves that differ, a few at most', () => {
    expect(boardSync(held(['E5', 'C3', 'G7']), state9x9(['E5', 'D4']))).toEqual({
      undo: 2,
      play: ['D4'],
    });
    expect(boardSync(held(['A1', 'B1', 'C1', 'D1', 'E1']), state9x9([]))).toBeNull();
  });

  it('sets up a new board for another game or nothing held', () => {
    expect(boardSync(null, state9x9([]))).toBeNull();
    expect(boardSync(held([]), { ...state9x9([]), komi: 6.5 })).toBeNull();
    expect(boardSync(held([]), { ...state9x9([]), seed: 3 })).toBeNull();
    expect(boardSync(held([]), state9x9([], 10))).toEqual({ undo: 0, play: [] });
  });
});

describe('colourOfMove', () => {
  it('starts with black, or with white after a handicap', () => {
    expect([0, 1, 2].map((index) => colourOfMove(state9x9([]), index))).toEqual([
      'black',
      'white',
      'black',
    ]);
    const handicap = { ...state9x9([]), handicapStones: ['C3', 'G7'] };
    expect(colourOfMove(handicap, 0)).toBe('white');
  });
});

describe('normalisedAnswer', () => {
  it('writes vertices in upper case and pass and resign in lower case', () => {
    expect(['d4', 'PASS', 'resign', ' Q16 '].map(normalisedAnswer)).toEqual([
      'D4',
      'pass',
      'resign',
      'Q16',
    ]);
  });
});
