import { performance } from 'node:perf_hooks';
import { DEFAULT_SEARCH_BATCH, modernMove } from '@domain/bots/modern-move';
import { SEARCH_STRENGTHS } from '@domain/bots/strengths';
import type { NetQuery } from '@domain/bots/types';
import { playMove, startPosition } from '@domain/play/position';
import { WorkerPoolRunner } from '@neural/worker-pool';

/*
 * The tree search's speed on the server: the strongest search setting (mcts256) as the server
 * runs it, whole in one thread of the worker pool (WorkerPoolRunner.search), on positions of
 * a game the network plays against itself by its policy, on 19x19 and 9x9. No time budget: the
 * visits decide. bots.search_visits_per_s.server_<size>: the visits of all the searches over
 * their time (the search itself, whether or not modernMove trusts the value on that size);
 * bots.search_net_evals_per_s.server_<size>: the pool's bare evaluations a second in batches of
 * the same size over all its workers (a search has one of them);
 * bots.search_move_ms_p50.server_<size>: a search's median time.
 */

const STRENGTH = SEARCH_STRENGTHS.mcts256;

/** This bench's keys (the browser's bots.search_*.browser_* come from the browser part). */
export const isServerSearchKey = (key: string) => /^bots\.search_[^.]+\.server_/.test(key);
const SIZES = [19, 9] as const;
/** the positions searched: after so many moves of the self-play game, by board size */
const AFTER_MOVES: Record<(typeof SIZES)[number], number[]> = {
  19: [0, 20, 40, 60],
  9: [0, 8, 16, 24],
};
const WARM_UP = 5;
/** batches of bare network evaluations timed for comparison */
const NET_ROUNDS = 16;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}

/** The positions after AFTER_MOVES moves of the network's policy playing itself. */
async function gamePositions(
  pool: WorkerPoolRunner,
  size: (typeof SIZES)[number],
): Promise<NetQuery[]> {
  let query: NetQuery = { position: startPosition(size, []), moves: [], komi: 7, rules: 'chinese' };
  const positions: NetQuery[] = [];
  const policy = { temperature: 0, topK: 1, search: 0 };
  const after = AFTER_MOVES[size];
  for (let moves = 0; moves <= Math.max(...after); moves++) {
    if (query.position.consecutivePasses >= 2) throw new Error(`The game ended at move ${moves}`);
    if (after.includes(moves)) positions.push(query);
    const { move } = await modernMove(pool, query, policy, 'balanced', Math.random);
    const played = playMove(query.position, query.rules, move);
    if (!played.ok) throw new Error(`Illegal move ${move}: ${played.reason}`);
    query = { ...query, position: played.position, moves: [...query.moves, move] };
  }
  return positions;
}

/** The pool's own pace at the search's batch size, the same positions again and again. */
async function netEvalsPerSecond(
  pool: WorkerPoolRunner,
  positions: NetQuery[],
  batch: number,
): Promise<number> {
  const started = performance.now();
  for (let round = 0; round < NET_ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: batch }, (_, i) => pool.evaluate(positions[i % positions.length])),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  return Math.round(((NET_ROUNDS * batch) / seconds) * 10) / 10;
}

export async function measureSearch(): Promise<Record<string, number>> {
  const pool = new WorkerPoolRunner();
  const results: Record<string, number> = {};
  try {
    await pool.ready;
    for (const size of SIZES) {
      const positions = await gamePositions(pool, size);
      for (let i = 0; i < WARM_UP; i++) await pool.evaluate(positions[0]);
      let visits = 0;
      const times: number[] = [];
      for (const query of positions) {
        const started = performance.now();
        const result = await pool.search({
          query,
          maxVisits: STRENGTH.visits,
          batchSize: STRENGTH.batch ?? DEFAULT_SEARCH_BATCH,
          style: 'balanced',
          timeBudgetMs: Infinity,
        });
        times.push(performance.now() - started);
        visits += result.visits;
      }
      results[`bots.search_net_evals_per_s.server_${size}x${size}`] = await netEvalsPerSecond(
        pool,
        positions,
        STRENGTH.batch ?? DEFAULT_SEARCH_BATCH,
      );
      const seconds = times.reduce((sum, ms) => sum + ms, 0) / 1000;
      const perSecond = Math.round((visits / seconds) * 10) / 10;
      results[`bots.search_visits_per_s.server_${size}x${size}`] = perSecond;
      results[`bots.search_move_ms_p50.server_${size}x${size}`] = median(times);
      console.log(
        `  search ${STRENGTH.visits} visits, ${size}x${size}: ${perSecond} visits/s, ` +
          `moves ${times.map((ms) => Math.round(ms)).join(', ')} ms`,
      );
    }
    return results;
  } finally {
    await pool.close();
  }
}
