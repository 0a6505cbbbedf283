import { describe, expect, it } from 'vitest';
import { photoSet } from './photo-set';

describe('photoSet', () => {
  it('is fixed, varied in difficulty and size, with positions from played games', () => {
    const set = photoSet(240);
    expect(photoSet(240)).toEqual(set);
    expect(set).toHaveLength(240);
    const share = (difficulty: string) =>
      set.filter((spec) => spec.difficulty === difficulty).length / set.length;
    expect(share('easy')).toBeCloseTo(0.4, 2);
    expect(share('medium')).toBeCloseTo(0.35, 2);
    expect(share('hard')).toBeCloseTo(0.25, 2);
    for (const size of [9, 13, 19]) {
      const ofSize = set.filter((spec) => spec.boardSize === size);
      expect(ofSize).toHaveLength(80);
      expect(new Set(ofSize.map((spec) => spec.difficulty)).size).toBe(3);
      for (const spec of ofSize) {
        expect(spec.signs).toHaveLength(size);
        expect(spec.signs.every((row) => row.length === size)).toBe(true);
      }
    }
    expect(new Set(set.map((spec) => spec.seed)).size).toBe(240);
    const stones = set.map((spec) => spec.signs.flat().filter((sign) => sign !== 0).length);
    expect(Math.min(...stones)).toBeGreaterThan(0);
    expect(Math.max(...stones)).toBeGreaterThan(150);
  });
});
