import { describe, expect, it } from 'vitest';
import { currentRatings, startingRating } from './starting-ratings';

const player = (id: number, rgfRating: number | null, glickoRating: number | null = null) => ({
  id,
  rgfRating,
  rgfDeviation: null,
  egfRating: null,
  glickoRating,
  glickoDeviation: null,
});

describe('starting ratings', () => {
  it('takes the rating before, else the declared one, else the current one', () => {
    expect(startingRating({ ratingBefore: 1800, declaredRating: 1700 }, 1900)).toEqual({
      rating: 1800,
      source: 'before',
    });
    expect(startingRating({ ratingBefore: null, declaredRating: 1700 }, 1900)).toEqual({
      rating: 1700,
      source: 'declared',
    });
    expect(startingRating({ ratingBefore: null, declaredRating: null }, 1900)).toEqual({
      rating: 1900,
      source: 'current',
    });
    expect(startingRating({ ratingBefore: null, declaredRating: null }, undefined)).toBeNull();
  });

  it("reads the players' current ratings in the tournament's rating system", () => {
    const players = [player(1, 1500, 1600), undefined, player(3, null, 1400)];
    expect(currentRatings(players, 'rgf')).toEqual(new Map([[1, 1500]]));
    expect(currentRatings(players, 'glicko2')).toEqual(
      new Map([
        [1, 1600],
        [3, 1400],
      ]),
    );
    expect(currentRatings(players, 'aga')).toEqual(new Map());
  });
});
