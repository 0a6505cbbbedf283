import { describe, expect, it } from 'vitest';
import { BOARD_SIZES, isBoardSize } from './board-sizes';

describe('BOARD_SIZES', () => {
  it('are 9, 13 and 19', () => {
    expect(BOARD_SIZES).toEqual([9, 13, 19]);
  });

  it('tells a board size from other numbers', () => {
    for (const size of BOARD_SIZES) expect(isBoardSize(size)).toBe(true);
    for (const other of [0, 7, 11, 18, 21, 19.5, Number.NaN])
      expect(isBoardSize(other)).toBe(false);
  });
});
