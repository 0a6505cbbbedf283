import { describe, expect, it } from 'vitest';
import { photoSet } from './photo-set';
import type { PhotoSpec } from './types';

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

  it('has a held-out set drawn alike from other seeds: no photo shared, few positions', () => {
    const tuning = photoSet(240);
    const heldOut = photoSet(240, 'heldOut');
    expect(photoSet(240, 'heldOut')).toEqual(heldOut);
    const seeds = new Set(tuning.map((spec) => spec.seed));
    expect(heldOut.some((spec) => seeds.has(spec.seed))).toBe(false);
    const key = (spec: PhotoSpec) => JSON.stringify(spec.signs);
    const positions = new Set(tuning.map(key));
    // 12 games: an early position may recur (21 of 240), photographed from another seed
    expect(heldOut.filter((spec) => positions.has(key(spec))).length).toBeLessThan(24);
    const count = (set: PhotoSpec[], difficulty: string, size: number) =>
      set.filter((spec) => spec.difficulty === difficulty && spec.boardSize === size).length;
    for (const size of [9, 13, 19]) {
      for (const difficulty of ['easy', 'medium', 'hard']) {
        expect(count(heldOut, difficulty, size)).toBe(count(tuning, difficulty, size));
      }
    }
  });
});
