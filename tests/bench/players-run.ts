import 'reflect-metadata';
import { resolve } from 'node:path';
import { startServer, stopServer } from './child-server';
import { load } from './load';

/**
 * GET /players, ours against the bare server, alone (npm run bench measures it too, the same
 * way): node dist/server/tests/bench/players-run.js [sqlite path]; prints the numbers as JSON.
 * BENCH_ROUNDS alternating slices of BENCH_SECONDS / BENCH_ROUNDS each per side.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const API_PORT = 3907;
const BARE_PORT = 3908;

async function main(): Promise<void> {
  const path = resolve(process.argv[2] ?? 'data/bench/bench.sqlite');
  const api = await startServer('serve-api', [path, String(API_PORT)]);
  const bare = await startServer('serve-bare', [path, String(BARE_PORT)]).catch(
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
  } finally {
    await stopServer(api);
    await stopServer(bare);
  }
  const results: Record<string, number> = {
    'api.players.ratio_vs_bare': Math.round((oursRequests / bareRequests) * 1000) / 1000,
    'api.players.interleaved_rps': Math.round(oursRequests / (slice * ROUNDS)),
    'bare.players.interleaved_rps': Math.round(bareRequests / (slice * ROUNDS)),
  };
  if (failures) results['players.failures'] = failures;
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
