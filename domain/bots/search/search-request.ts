import { styleWeights } from '../move-choice';
import type { BatchEvaluator, SearchRequest, SearchResult } from '../types';
import { search } from './search';

/**
 * A search request run in this thread over `evaluate`, its time budget read on `now` from this
 * call: modernMove's own search, and the one a worker thread of the server's pool runs whole.
 */
export function runSearchRequest(
  evaluate: BatchEvaluator,
  request: SearchRequest,
  now: () => number,
): Promise<SearchResult> {
  const { query, maxVisits, batchSize, timeBudgetMs, style, scoreUtility } = request;
  const size = query.position.size;
  return search(evaluate, query, {
    maxVisits,
    batchSize,
    timeBudgetMs,
    scoreUtility,
    now,
    rootWeights: (evaluation) => styleWeights(evaluation, size, style),
  });
}
