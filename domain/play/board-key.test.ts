import { describe, expect, it } from 'vitest';
import { boardKey } from './board-key';

const empty = (size: number) => Array.from({ length: size }, () => Array<number>(size).fill(0));

describe('boardKey', () => {
  it('gives the empty board 0 and each board of one stone its own key', () => {
    expect(boardKey(empty(19))).toBe(0);
    const keys = new Set<number>();
    for (const sign of [1, -1]) {
      for (let point = 0; point < 361; point++) {
        const board = empty(19);
        board[Math.floor(point / 19)][point % 19] = sign;
        keys.add(boardKey(board));
      }
    }
    expect(keys.size).toBe(722);
    expect([...keys].every((key) => Number.isSafeInteger(key) && key > 0)).toBe(true);
  });

  it('depends on the stones alone, not on the order they came or the arrays holding them', () => {
    const a = empty(9);
    a[2][3] = 1;
    a[4][4] = -1;
    const b = empty(9).map((row, y) => (y === 2 ? [0, 0, 0, 1, 0, 0, 0, 0, 0] : row));
    b[4][4] = -1;
    expect(boardKey(b)).toBe(boardKey(a));
    b[4][4] = 1;
    expect(boardKey(b)).not.toBe(boardKey(a));
  });

  it('tells apart the boards of the same stones on different sizes', () => {
    const small = empty(9);
    const large = empty(13);
    small[0][0] = 1;
    large[0][0] = 1;
    expect(boardKey(small)).not.toBe(boardKey(large));
  });
});
