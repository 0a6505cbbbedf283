import { mergeResults, type BenchResults } from './bench-results';
import { measureBots } from './bots/bots-bench';
import { isServerSearchKey } from './bots/search-bench';

/**
 * npm run bench:bots: the bots' numbers alone (bots.*), merged into bench/results.json (the
 * other keys are kept). `npm run bench:bots -- browser` (or neural, gnugo) runs one part: the
 * stored bots.<part>_* keys are replaced, the other bots.* keys kept (those it measures again
 * updated). The server search's keys (search-run.ts, a bench of its own) are kept either way.
 */
async function main(): Promise<void> {
  const results: BenchResults = {};
  const only = process.argv[2];
  await measureBots(results, only);
  const prefix = only ? `bots.${only}_` : 'bots.';
  mergeResults(results, (key) => key.startsWith(prefix) && !isServerSearchKey(key));
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
