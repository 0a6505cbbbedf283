import { db, type StoredReview } from '@pwa/lib/db';
import type { ReviewPoint } from './review-result';

/** The kept review of a record, when its moves are still the ones reviewed. */
export async function keptReview(
  key: string,
  moves: readonly string[],
): Promise<ReviewPoint[] | null> {
  const stored = await db.reviews.get(key);
  if (!stored || stored.moves.join(' ') !== moves.join(' ')) return null;
  return stored.points;
}

export async function keepReview(
  key: string,
  moves: readonly string[],
  points: readonly ReviewPoint[],
): Promise<void> {
  const review: StoredReview = {
    key,
    moves: [...moves],
    points: [...points],
    reviewedAt: Date.now(),
  };
  await db.reviews.put(review);
}
