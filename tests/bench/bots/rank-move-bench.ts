import { performance } from 'node:perf_hooks';
import { SERVER_SEARCH_MAX_MS } from '@api/play/bots/thinking-budget';
import { modernMove } from '@domain/bots/modern-move';
import { MODERN_RANKS } from '@domain/bots/ranks';
import type { ModernStrength, NetQuery } from '@domain/bots/types';
import type { WorkerPoolRunner } from '@neural/worker-pool';

/** bot games asking for moves at once: "a 2-core server running two bot games" */
const GAMES_AT_ONCE = 2;
/** moves each game plays per rank, from its own place in the self-play game */
const MOVES_PER_GAME = 6;

/** The slowest of the moves (with so few moves, the p99 is the maximum). */
const slowest = (times: number[]) => Math.round(Math.max(...times));

async function twoGames(
  pool: WorkerPoolRunner,
  queries: readonly NetQuery[],
  strength: ModernStrength,
): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: GAMES_AT_ONCE }, async (_, game) => {
      const start = 10 + game * 20;
      for (const query of queries.slice(start, start + MOVES_PER_GAME)) {
        const started = performance.now();
        // as on the server with a long clock: the visits decide, within the server's 2 s
        await modernMove(pool, query, strength, 'balanced', Math.random, {
          timeBudgetMs: SERVER_SEARCH_MAX_MS,
        });
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

/**
 * bots.move_ms_p99_by_rank.<rank>: each rank the lobby offers for the modern bot, on 19x19
 * positions of a self-play game, two games asking at once through the server's worker pool;
 * bots.strongest_rank: the strongest rank offered (its setting's calibrated rank).
 */
export async function measureMovesByRank(
  pool: WorkerPoolRunner,
  queries: readonly NetQuery[],
): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {};
  for (const { rank, setting } of MODERN_RANKS) {
    const p99 = slowest(await twoGames(pool, queries, setting));
    results[`bots.move_ms_p99_by_rank.${rank}`] = p99;
    console.log(`  ${rank} (two games at once, 19x19): slowest move ${p99} ms`);
  }
  results['bots.strongest_rank'] = MODERN_RANKS[MODERN_RANKS.length - 1].rank;
  return results;
}
