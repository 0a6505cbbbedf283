import { describe, expect, it } from 'vitest';
import { Random } from './random';

describe('Random', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.uint32());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(Random.stream(42, 1).uint32()).not.toBe(Random.stream(42, 2).uint32());
  });

  it('keeps helpers in range', () => {
    const random = new Random(7);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    const mean =
      Array.from({ length: 4000 }, () => random.normal(10, 2)).reduce((a, b) => a + b) / 4000;
    expect(mean).toBeCloseTo(10, 0);
  });
});
