import { mergeResults, type BenchResults } from '../bench-results';
import { measureVideo } from './video-bench';

/**
 * The video conversion's numbers alone (video.*), merged into bench/results.json (the other
 * keys are kept).
 */
async function main(): Promise<void> {
  const results: BenchResults = {};
  await measureVideo(results);
  mergeResults(results, 'video.');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
