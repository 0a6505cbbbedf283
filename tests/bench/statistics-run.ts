import 'reflect-metadata';
import { resolve } from 'node:path';
import { openBenchDatabase } from './bench-database';
import { startServer, stopServer } from './child-server';
import { benchPlaces, measureStatistics } from './statistics-bench';

/**
 * The statistics part of the bench alone (npm run bench measures it too): node
 * dist/server/tests/bench/statistics-run.js [sqlite path]; prints the numbers as JSON.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3904;

async function main(): Promise<void> {
  const path = resolve(process.argv[2] ?? 'data/bench/bench.sqlite');
  const { orm } = await openBenchDatabase(path);
  const places = await benchPlaces(orm);
  await orm.close();
  const results: Record<string, number | string> = {};
  const api = await startServer('serve-api', [path, String(PORT)]);
  try {
    await measureStatistics(results, `http://127.0.0.1:${PORT}/api/v1`, path, places, SECONDS);
  } finally {
    await stopServer(api);
  }
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
