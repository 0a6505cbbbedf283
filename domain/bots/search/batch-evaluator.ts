import type { BatchEvaluator, NetRunner } from '../types';

/**
 * The runner's own batch evaluation, else its queries sent all at once (a pool that queues
 * them, as the server's worker pool does, still runs them together).
 */
export function batchEvaluator(runner: NetRunner): BatchEvaluator {
  if (runner.evaluateBatch) return (queries) => runner.evaluateBatch!(queries);
  return (queries) => Promise.all(queries.map((query) => runner.evaluate(query)));
}
