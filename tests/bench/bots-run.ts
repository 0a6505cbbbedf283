import { mergeResults, type BenchResults } from './bench-results';
import { measureBots } from './bots/bots-bench';

/**
 * npm run bench:bots: the bots' numbers alone (bots.*), merged into bench/results.json (the
 * other keys are kept).
 */
async function main(): Promise<void> {
  const results: BenchResults = {};
  await measureBots(results);
  mergeResults(results, 'bots.');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
