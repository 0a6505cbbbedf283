import 'reflect-metadata';
import { resolve } from 'node:path';
import { openBenchDatabase } from './bench-database';
import { mergeResults } from './bench-results';
import { startServer, stopServer } from './child-server';
import { load } from './load';
import {
  measureUncached,
  UNCACHED_SEARCHES,
  UNCACHED_WARM_UP,
  uncachedSearches,
  writeSearches,
} from './players-uncached';

/**
 * GET /players, ours against the bare server, alone (npm run bench measures it too, the same
 * way): node dist/server/tests/bench/players-run.js [sqlite path]; prints the numbers as JSON
 * and writes them to bench/results.json (the other keys kept). BENCH_ROUNDS alternating slices
 * of BENCH_SECONDS / BENCH_ROUNDS each per side on the default list (answered from our cache),
 * then BENCH_UNCACHED_SEARCHES different searches, each asked once of each server, in
 * BENCH_ROUNDS alternating slices (players-uncached.ts).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCHES = Number(process.env.BENCH_UNCACHED_SEARCHES ?? UNCACHED_SEARCHES);
const API_PORT = 3907;
const BARE_PORT = 3908;

async function main(): Promise<void> {
  const path = resolve(process.argv[2] ?? 'data/bench/bench.sqlite');
  const { orm } = await openBenchDatabase(path);
  const all = await uncachedSearches(orm, SEARCHES + UNCACHED_WARM_UP);
  await orm.close();
  const searchesFile = `${path}-players-searches.json`;
  writeSearches(all, searchesFile);
  const api = await startServer('serve-api', [path, String(API_PORT)]);
  const bare = await startServer('serve-bare', [path, String(BARE_PORT), searchesFile]).catch(
    async (error: unknown) => {
      await stopServer(api);
      throw error;
    },
  );
  const ours = `http://127.0.0.1:${API_PORT}/api/v1/players`;
  const floor = `http://127.0.0.1:${BARE_PORT}/players`;
  const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
  let oursRequests = 0;
  let bareRequests = 0;
  let failures = 0;
  const results: Record<string, number> = {};
  try {
    // Warm both up (JIT, caches) before counting.
    await load(ours, 1, CONNECTIONS);
    await load(floor, 1, CONNECTIONS);
    for (let round = 0; round < ROUNDS; round++) {
      const a = await load(ours, slice, CONNECTIONS);
      const b = await load(floor, slice, CONNECTIONS);
      oursRequests += a.requests;
      bareRequests += b.requests;
      failures += a.errors + a.non2xx + b.errors + b.non2xx;
    }
    await measureUncached(
      results,
      ours,
      floor,
      all.slice(UNCACHED_WARM_UP),
      all.slice(0, UNCACHED_WARM_UP),
      { rounds: ROUNDS, connections: CONNECTIONS },
    );
  } finally {
    await stopServer(api);
    await stopServer(bare);
  }
  results['api.players.ratio_vs_bare'] = Math.round((oursRequests / bareRequests) * 1000) / 1000;
  results['api.players.interleaved_rps'] = Math.round(oursRequests / (slice * ROUNDS));
  results['bare.players.interleaved_rps'] = Math.round(bareRequests / (slice * ROUNDS));
  if (failures) results['players.failures'] = failures;
  console.log(JSON.stringify(results, null, 2));
  mergeResults(results, 'api.players.uncached');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
