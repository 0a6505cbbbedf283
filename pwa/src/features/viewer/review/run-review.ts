import { pooledEvaluator } from '@domain/bots/search/pooled-evaluator';
import { search } from '@domain/bots/search/search';
import type { NetClient } from '@pwa/lib/neural/net-client';
import type { ReviewPlan } from './review-plan';
import { reviewPointOf, type ReviewPoint } from './review-result';

/** Positions the worker evaluates together (the network's batch). */
export const REVIEW_BATCH = 8;
/** The short search each position gets: its visits, and the leaves it asks for at once. */
export const REVIEW_VISITS = 8;
const SEARCH_BATCH = 4;
/** Positions searched at once, their leaves pooled into the worker's batches. */
const POSITIONS_AT_ONCE = 8;

/**
 * A short tree search of every position of the plan (REVIEW_VISITS visits each, as the bots
 * search), several positions at once so that the worker gets full batches of REVIEW_BATCH (one
 * input shape); `onProgress` hears how many moves are done after each group. Stopping the client
 * stops it.
 */
export async function runReview(
  plan: ReviewPlan,
  net: Pick<NetClient, 'evaluate'>,
  onProgress: (done: number, points: readonly ReviewPoint[]) => void,
): Promise<ReviewPoint[]> {
  const evaluate = pooledEvaluator(
    async (queries) => (await net.evaluate(queries)).evaluations,
    REVIEW_BATCH,
  );
  const points: ReviewPoint[] = [];
  for (let start = 0; start < plan.queries.length; start += POSITIONS_AT_ONCE) {
    const queries = plan.queries.slice(start, start + POSITIONS_AT_ONCE);
    const results = await Promise.all(
      queries.map((query) =>
        search(evaluate, query, {
          maxVisits: REVIEW_VISITS,
          batchSize: SEARCH_BATCH,
          timeBudgetMs: Infinity,
          now: () => 0,
        }),
      ),
    );
    queries.forEach((query, index) => points.push(reviewPointOf(query, results[index])));
    onProgress(Math.max(0, points.length - 1), points);
  }
  return points;
}
