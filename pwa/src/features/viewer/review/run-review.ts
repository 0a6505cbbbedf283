import type { NetClient } from '@pwa/lib/neural/net-client';
import type { ReviewPlan } from './review-plan';
import { reviewPointOf, type ReviewPoint } from './review-result';

/** Positions the worker evaluates together (the network's batch). */
export const REVIEW_BATCH = 8;

/**
 * The network's view of every position of the plan, one evaluation each, asked in batches;
 * `onProgress` hears how many moves are done after each batch. Stopping the client stops it.
 * The last batch is filled up with its last position: one input shape only (WebGL compiles its
 * programs again for each new shape, which took seconds in chromium).
 */
export async function runReview(
  plan: ReviewPlan,
  net: Pick<NetClient, 'evaluate'>,
  onProgress: (done: number, points: readonly ReviewPoint[]) => void,
): Promise<ReviewPoint[]> {
  const points: ReviewPoint[] = [];
  for (let start = 0; start < plan.queries.length; start += REVIEW_BATCH) {
    const queries = plan.queries.slice(start, start + REVIEW_BATCH);
    const filler = Array.from(
      { length: REVIEW_BATCH - queries.length },
      () => queries[queries.length - 1],
    );
    const { evaluations } = await net.evaluate([...queries, ...filler]);
    queries.forEach((query, index) => points.push(reviewPointOf(query, evaluations[index])));
    onProgress(Math.max(0, points.length - 1), points);
  }
  return points;
}
