import { formatRank, parseRank, RANK_SCALE } from '@domain/rating/rank';

/** A rank as files write it ('6K', '1D', '7d', '20k', '3p') in the product's notation. */
export function toRank(text: string): string | undefined {
  const rank = parseRank(text);
  return rank ? formatRank(rank) : undefined;
}

/** AGA ratings are at least 1 (dan) or at most -1 (kyu); nothing lies in between. */
export function isAgaRating(rating: number): boolean {
  return Number.isFinite(rating) && Math.abs(rating) >= 1;
}

/** The rank of an AGA rating: 3.7 is 3d, -1.5 is 1k, -20.06 is 20k (capped to the rank scale). */
export function agaRank(rating: number): string {
  return rating >= 1
    ? `${Math.min(RANK_SCALE.maxDan, Math.floor(rating))}d`
    : `${Math.min(RANK_SCALE.maxKyu, Math.floor(-rating))}k`;
}

/**
 * An AGA rating on the product's scale: 1d = 2100 with 100 a dan grade, 75 a kyu grade below.
 * AGA's -1 and +1 are the same strength, so both give 2100.
 */
export function agaRatingToProductScale(rating: number): number {
  return rating >= 1 ? 2000 + 100 * rating : 2100 + 75 * (rating + 1);
}
