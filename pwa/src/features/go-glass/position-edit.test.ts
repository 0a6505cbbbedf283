import { describe, expect, it } from 'vitest';
import type { StoneSign } from '@vision/types';
import {
  cyclePoint,
  emptySigns,
  guessToPlay,
  nextSign,
  pointsToConfirm,
  stoneCounts,
  touchPoint,
} from './position-edit';

describe('correcting a recognised position', () => {
  it('cycles a point empty → black → white → empty', () => {
    expect([0, 1, -1].map((sign) => nextSign(sign as StoneSign))).toEqual([1, -1, 0]);
  });

  it('changes only the point clicked, in a new grid', () => {
    const signs = emptySigns(9);
    const changed = cyclePoint(signs, 2, 3);
    expect(changed[3][2]).toBe(1);
    expect(signs[3][2]).toBe(0);
    expect(stoneCounts(changed)).toEqual({ black: 1, white: 0 });
    expect(changed[0]).toBe(signs[0]);
  });

  it('guesses White to play after more black stones, Black otherwise', () => {
    const oneBlack = cyclePoint(emptySigns(9), 0, 0);
    expect(guessToPlay(oneBlack)).toBe('W');
    expect(guessToPlay(cyclePoint(cyclePoint(oneBlack, 1, 1), 1, 1))).toBe('B');
    expect(guessToPlay(emptySigns(13))).toBe('B');
  });

  it('a tap confirms a point marked uncertain as read, then cycles it like any other', () => {
    const signs = cyclePoint(emptySigns(9), 4, 4);
    const doubtful = signs.map((row, y) => row.map((_, x) => (x === 4 && y === 4) || x === 0));
    expect(pointsToConfirm(doubtful)).toBe(10);
    const confirmed = touchPoint({ signs, doubtful }, 4, 4);
    expect(confirmed.signs).toBe(signs);
    expect(confirmed.doubtful?.[4][4]).toBe(false);
    expect(pointsToConfirm(confirmed.doubtful)).toBe(9);
    const cycled = touchPoint(confirmed, 4, 4);
    expect(cycled.signs[4][4]).toBe(-1);
    expect(pointsToConfirm(cycled.doubtful)).toBe(9);
    const unmarked = touchPoint({ signs, doubtful: null }, 1, 1);
    expect(unmarked).toEqual({ signs: cyclePoint(signs, 1, 1), doubtful: null });
    expect(pointsToConfirm(null)).toBe(0);
  });
});
