import { describe, expect, it } from 'vitest';
import { RATING_FIELDS, ratingOf, type CurrentRatings } from './rating-of';

const player: CurrentRatings = {
  rgfRating: 1850,
  rgfDeviation: 60,
  egfRating: 1900,
  glickoRating: null,
  glickoDeviation: 120,
};

describe('ratingOf', () => {
  it('reads the rating and deviation of the system asked for', () => {
    expect(ratingOf(player, 'rgf')).toEqual({ rating: 1850, deviation: 60 });
  });

  it('gives egf no deviation', () => {
    expect(ratingOf(player, 'egf')).toEqual({ rating: 1900, deviation: null });
  });

  it('is null when the player has no rating in the system, whatever the deviation', () => {
    expect(ratingOf(player, 'glicko2')).toBeNull();
  });

  it('names only fields of the replicated player row', () => {
    expect(RATING_FIELDS.glicko2).toEqual({
      rating: 'glickoRating',
      deviation: 'glickoDeviation',
      volatility: 'glickoVolatility',
    });
  });
});
