import type { RatingSystemId } from '@domain/rating/types';

export interface CurrentRating {
  playerId: number;
  federation: RatingSystemId;
  rating: number | null;
  deviation: number | null;
  volatility: number | null;
  rankLabel: string | null;
  lastUpdate: string | null;
}
