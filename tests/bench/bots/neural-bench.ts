import { performance } from 'node:perf_hooks';
import { encodeQuery } from '@domain/bots/features';
import { forgetLadderReadings } from '@domain/bots/ladders';
import { modernMove } from '@domain/bots/modern-move';
import { MODERN_STRENGTHS } from '@domain/bots/strengths';
import type { NetQuery } from '@domain/bots/types';
import { playMove, startPosition } from '@domain/play/position';
import { KatagoNet, encodeBatch } from '@neural/katago-net';
import { defaultModelDir, modelFromDirectory, wasmDir } from '@neural/model-files';
import {
  ALIVE_GROUP_9,
  CAPTURE,
  DEAD_GROUP_9,
  EMPTY,
  EMPTY_9,
  ESCAPE,
} from '@neural/testing-positions';
import { WorkerPoolRunner } from '@neural/worker-pool';
import { measureMovesByRank } from './rank-move-bench';

/*
 * How long the modern bot takes per 19x19 move on this machine, through the worker pool the
 * server uses (default size: min(2, cores)), at the one-look setting (search6: the network's
 * answer, then the 6 likeliest moves played and evaluated by the value head, 7 evaluations),
 * and the network's own throughput by batch size on 19x19 and 9x9 (measureNetThroughput).
 */

const STRENGTH = MODERN_STRENGTHS.search6;
const WARM_UP = 5;
const GAME_MOVES = 60;
/** moves each simultaneous game plays in the concurrency runs */
const CONCURRENT_MOVES = 6;
const TARGET_MS = 2000;
const MAX_GAMES = 64;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** A seeded generator, so every run plays the same game. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The bot playing itself from the empty board: the queries it answered and each move's time. */
async function selfPlay(pool: WorkerPoolRunner): Promise<{ queries: NetQuery[]; ms: number[] }> {
  const random = seeded(15);
  let query: NetQuery = {
    position: startPosition(19, []),
    moves: [],
    komi: 7.5,
    rules: 'chinese',
  };
  const queries: NetQuery[] = [];
  const ms: number[] = [];
  while (queries.length < GAME_MOVES) {
    queries.push(query);
    const started = performance.now();
    const { move } = await modernMove(pool, query, STRENGTH, 'balanced', random);
    ms.push(performance.now() - started);
    const played = playMove(query.position, query.rules, move);
    if (!played.ok) throw new Error(`The bot played an illegal move ${move}: ${played.reason}`);
    query = { ...query, position: played.position, moves: [...query.moves, move] };
  }
  return { queries, ms };
}

/** `games` games asking for moves at once, each through CONCURRENT_MOVES positions of the game. */
async function concurrentP99(
  pool: WorkerPoolRunner,
  queries: NetQuery[],
  games: number,
): Promise<number> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: games }, async (_, game) => {
      const random = seeded(game + 1);
      const start = (game * 7) % (queries.length - CONCURRENT_MOVES);
      for (let i = 0; i < CONCURRENT_MOVES; i++) {
        const started = performance.now();
        await modernMove(pool, queries[start + i], STRENGTH, 'balanced', random);
        times.push(performance.now() - started);
      }
    }),
  );
  return percentile(times, 99);
}

/**
 * bots.neural_move_ms_p50 / _p99: the times of the 60 moves of a self-play game, after warm-up.
 * bots.neural_encode_ms_p99: encoding one of those positions for the network (in the game's
 * order, each board's ladders read once); in the build the pool does it in its worker threads.
 * bots.concurrent_games_at_2s: the most simultaneous games (doubling, then the midpoint
 * of the last step) whose moves keep a p99 under 2 s. Then each offered rank's move time
 * (rank-move-bench.ts) on the same game's positions.
 */
export async function measureNeuralMoves(): Promise<Record<string, number | string>> {
  const pool = new WorkerPoolRunner();
  try {
    await pool.ready;
    const warmUp: NetQuery = {
      position: startPosition(19, []),
      moves: [],
      komi: 7.5,
      rules: 'chinese',
    };
    for (let i = 0; i < WARM_UP; i++) await pool.evaluate(warmUp);

    const { queries, ms } = await selfPlay(pool);
    for (const query of queries) encodeQuery(query); // compiled by the JIT first, as on a running server
    forgetLadderReadings(); // then timed in the game's order from a cold ladder cache
    const encodeMs = queries.map((query) => {
      const started = performance.now();
      encodeQuery(query);
      return performance.now() - started;
    });
    const results: Record<string, number> = {
      'bots.neural_move_ms_p50': percentile(ms, 50),
      'bots.neural_move_ms_p99': percentile(ms, 99),
      'bots.neural_encode_ms_p99': percentile(encodeMs, 99),
    };
    console.log(
      `  modern bot (search6, 19x19): p50 ${results['bots.neural_move_ms_p50']} ms, ` +
        `p99 ${results['bots.neural_move_ms_p99']} ms over ${ms.length} moves; encoding a ` +
        `position (ladders included) p99 ${results['bots.neural_encode_ms_p99']} ms`,
    );

    let good = 0;
    let bad = 0;
    for (let games = 1; games <= MAX_GAMES; games *= 2) {
      const p99 = await concurrentP99(pool, queries, games);
      console.log(`  ${games} simultaneous games: p99 ${p99} ms`);
      if (p99 >= TARGET_MS) {
        bad = games;
        break;
      }
      good = games;
    }
    if (bad > 0 && bad - good > 1) {
      const middle = Math.round((good + bad) / 2);
      const p99 = await concurrentP99(pool, queries, middle);
      console.log(`  ${middle} simultaneous games: p99 ${p99} ms`);
      if (p99 < TARGET_MS) good = middle;
    }
    results['bots.concurrent_games_at_2s'] = good;
    const byRank = await measureMovesByRank(pool, queries);
    return { ...results, ...byRank, ...(await measureNetThroughput()) };
  } finally {
    await pool.close();
  }
}

const THROUGHPUT_SIZES = [19, 9] as const;
const THROUGHPUT_BATCHES = [1, 4, 8, 16] as const;
/** positions evaluated per size and batch, after one warm-up batch */
const THROUGHPUT_POSITIONS = 48;
const THROUGHPUT_QUERIES: Record<(typeof THROUGHPUT_SIZES)[number], readonly NetQuery[]> = {
  19: [EMPTY, CAPTURE, ESCAPE],
  9: [EMPTY_9, DEAD_GROUP_9, ALIVE_GROUP_9],
};

/**
 * bots.net_evals_per_s.wasm_<size>_b<batch>: the positions a second the network evaluates in
 * this thread on the wasm backend (one thread, as each worker of the pool), in batches of
 * `batch` boards of one size under varied symmetries, the encoding left out
 * (bots.neural_encode_ms_p99).
 */
export async function measureNetThroughput(): Promise<Record<string, number>> {
  const net = await KatagoNet.load({
    model: modelFromDirectory(defaultModelDir()),
    backends: ['wasm'],
    wasmPaths: wasmDir(),
  });
  const results: Record<string, number> = {};
  try {
    for (const size of THROUGHPUT_SIZES) {
      const queries = THROUGHPUT_QUERIES[size];
      for (const batch of THROUGHPUT_BATCHES) {
        const batches = Array.from({ length: THROUGHPUT_POSITIONS / batch + 1 }, (_, index) => {
          const chosen = Array.from(
            { length: batch },
            (_, at) => queries[(index * batch + at) % queries.length],
          );
          return encodeBatch(
            chosen,
            chosen.map((_, at) => at % 8),
          );
        });
        const [warmUp, ...timed] = batches;
        await net.run(batch, size, warmUp.bin, warmUp.global);
        const started = performance.now();
        for (const { bin, global } of timed) await net.run(batch, size, bin, global);
        const perSecond = (THROUGHPUT_POSITIONS * 1000) / (performance.now() - started);
        results[`bots.net_evals_per_s.wasm_${size}_b${batch}`] = Math.round(perSecond * 10) / 10;
      }
      const line = THROUGHPUT_BATCHES.map(
        (batch) => `batch ${batch}: ${results[`bots.net_evals_per_s.wasm_${size}_b${batch}`]}`,
      );
      console.log(`  network ${size}x${size}, one wasm thread, positions/s: ${line.join(', ')}`);
    }
  } finally {
    net.dispose();
  }
  return results;
}
