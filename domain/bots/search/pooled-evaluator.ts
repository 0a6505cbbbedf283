import type { BatchEvaluator, NetEvaluation, NetQuery } from '../types';

interface Asked {
  queries: NetQuery[];
  answered: (evaluations: NetEvaluation[]) => void;
  failed: (error: unknown) => void;
}

/**
 * One evaluator for several searches running at once (the review's positions): what they ask
 * before the next macrotask goes to the network together, in batches of exactly `batchSize`
 * (the last one padded with its last query, its extra answers dropped: one input shape), and
 * each search gets its own answers back. A failed batch fails every search that waited on it.
 */
export function pooledEvaluator(evaluate: BatchEvaluator, batchSize: number): BatchEvaluator {
  let waiting: Asked[] = [];
  const flush = async (): Promise<void> => {
    const group = waiting;
    waiting = [];
    const queries = group.flatMap((asked) => asked.queries);
    try {
      const evaluations: NetEvaluation[] = [];
      for (let start = 0; start < queries.length; start += batchSize) {
        const batch = queries.slice(start, start + batchSize);
        const padding = Array.from({ length: batchSize - batch.length }, () => batch.at(-1)!);
        const answers = await evaluate([...batch, ...padding]);
        evaluations.push(...answers.slice(0, batch.length));
      }
      let next = 0;
      for (const asked of group) {
        asked.answered(evaluations.slice(next, next + asked.queries.length));
        next += asked.queries.length;
      }
    } catch (error) {
      for (const asked of group) asked.failed(error);
    }
  };
  return (queries) =>
    new Promise<NetEvaluation[]>((answered, failed) => {
      if (waiting.length === 0) setTimeout(() => void flush(), 0);
      waiting.push({ queries, answered, failed });
    });
}
