import type { RatingSystemId } from '@domain/rating/types';

/** Where a federation's current rating lives on the player row. */
export interface RatingColumns {
  rating: string;
  deviation: string | null;
  volatility: string | null;
}

export const RATING_COLUMNS: Record<RatingSystemId, RatingColumns> = {
  rgf: { rating: 'rgf_rating', deviation: 'rgf_deviation', volatility: null },
  egf: { rating: 'egf_rating', deviation: null, volatility: null },
  glicko2: {
    rating: 'glicko_rating',
    deviation: 'glicko_deviation',
    volatility: 'glicko_volatility',
  },
};
