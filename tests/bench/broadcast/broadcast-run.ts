import 'reflect-metadata';
import { mergeResults } from '../bench-results';
import { measureBroadcast } from './broadcast-bench';

/**
 * The broadcast part of the bench alone (npm run bench measures it too): npm run bench:broadcast.
 * Its numbers replace the broadcast.* keys of bench/results.json, the others are kept.
 * BENCH_BROADCAST_RUNS=bare,single,redis picks runs, BENCH_BROADCAST_REPEATS their repeats;
 * BENCH_BROADCAST_VIEWERS, _MOVES, _CLIENTS the load.
 */
async function main(): Promise<void> {
  const results: Record<string, number | string> = {};
  await measureBroadcast(results);
  mergeResults(results, 'broadcast.');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
