import { describe, expect, it } from 'vitest';
import type { StoneSign } from '@vision/types';
import { cyclePoint, emptySigns, guessToPlay, nextSign, stoneCounts } from './position-edit';

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
});
