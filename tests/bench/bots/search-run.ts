import { mergeResults } from '../bench-results';
import { isServerSearchKey, measureSearch } from './search-bench';

/**
 * The tree search's speed on the server alone (bots.search_*.server_*), merged into bench/results.json:
 * npm run build:api && node dist/server/tests/bench/bots/search-run.js
 */
async function main(): Promise<void> {
  const results = await measureSearch();
  mergeResults(results, isServerSearchKey);
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
