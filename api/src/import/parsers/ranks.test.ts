import { describe, expect, it } from 'vitest';
import { agaRank, agaRatingToProductScale, isAgaRating, toRank } from './ranks';

describe('toRank', () => {
  it.each([
    ['6K', '6k'],
    ['1D', '1d'],
    ['7d', '7d'],
    ['20k', '20k'],
    ['30K', '30k'],
    ['3p', '3p'],
  ])('writes %s as %s', (text, rank) => {
    expect(toRank(text)).toBe(rank);
  });

  it.each(['', '?', '0k', 'dan', '5x'])('rejects %j', (text) => {
    expect(toRank(text)).toBeUndefined();
  });
});

describe('AGA ratings', () => {
  it.each([
    [-20.05711, '20k'],
    [-1.5, '1k'],
    [-1, '1k'],
    [1, '1d'],
    [3.7, '3d'],
  ])('gives %d the rank %s', (rating, rank) => {
    expect(agaRank(rating)).toBe(rank);
  });

  it('converts to the product scale (1d = 2100, 75 a kyu grade, 100 a dan grade)', () => {
    expect(agaRatingToProductScale(-20.057)).toBeCloseTo(670.725, 3);
    expect(agaRatingToProductScale(-1)).toBe(2100);
    expect(agaRatingToProductScale(1)).toBe(2100);
    expect(agaRatingToProductScale(3.7)).toBeCloseTo(2370, 6);
  });

  it('knows that nothing lies between -1 and 1', () => {
    expect(isAgaRating(0.5)).toBe(false);
    expect(isAgaRating(-0.99)).toBe(false);
    expect(isAgaRating(-1)).toBe(true);
    expect(isAgaRating(Number.NaN)).toBe(false);
  });
});
