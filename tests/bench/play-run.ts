import 'reflect-metadata';
import { mergeResults } from './bench-results';
import { measurePlay } from './play/play-bench';

/**
 * The online-play part of the bench alone (npm run bench measures it too):
 * npm run build:api && node dist/server/tests/bench/play-run.js. Its numbers replace the play.*
 * keys of bench/results.json, the others are kept. BENCH_PLAY_RUNS=queries,bare,single,cross picks runs.
 */

async function main(): Promise<void> {
  const results: Record<string, number | string> = {};
  await measurePlay(results);
  mergeResults(results, 'play.');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
