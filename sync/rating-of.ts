import type { RatingSystemId } from '@domain/rating/types';
import type { SyncPlayer } from './protocol';

type RatingField = keyof Pick<
  SyncPlayer,
  | 'rgfRating'
  | 'rgfDeviation'
  | 'egfRating'
  | 'glickoRating'
  | 'glickoDeviation'
  | 'glickoVolatility'
>;

interface RatingFields {
  rating: RatingField;
  /** null where the system has no deviation (egf) */
  deviation: RatingField | null;
  volatility: RatingField | null;
}

/** Which fields of a player row hold each system's current rating, deviation and volatility. */
export const RATING_FIELDS = {
  rgf: { rating: 'rgfRating', deviation: 'rgfDeviation', volatility: null },
  egf: { rating: 'egfRating', deviation: null, volatility: null },
  glicko2: { rating: 'glickoRating', deviation: 'glickoDeviation', volatility: 'glickoVolatility' },
} as const satisfies Record<RatingSystemId, RatingFields>;

/** The current ratings of a player row in every system (a replicated row, or a part of one). */
export type CurrentRatings = Pick<
  SyncPlayer,
  'rgfRating' | 'rgfDeviation' | 'egfRating' | 'glickoRating' | 'glickoDeviation'
>;

export interface CurrentRatingOf {
  rating: number;
  deviation: number | null;
}

/** The rating and deviation the system uses for the player; null when the player has none there. */
export function ratingOf(player: CurrentRatings, system: RatingSystemId): CurrentRatingOf | null {
  const fields: { rating: keyof CurrentRatings; deviation: keyof CurrentRatings | null } =
    RATING_FIELDS[system];
  const rating = player[fields.rating];
  if (rating === null) return null;
  return { rating, deviation: fields.deviation ? player[fields.deviation] : null };
}
