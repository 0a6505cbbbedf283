import { mergeResults } from '../bench-results';
import { measureVision } from './measure-vision';

/**
 * npm run bench:vision: board recognition on rendered photos, the held-out set (vision.*) and
 * the tuning set (vision.tuning.*), merged into bench/results.json. VISION_BENCH_PHOTOS=<n>
 * measures n photos of each set, VISION_BENCH_BROWSER=0 leaves chromium out,
 * VISION_BENCH_DUMP=<dir> writes the misread ones with their truth.
 */
async function main(): Promise<void> {
  const results: Record<string, number | string> = {};
  await measureVision(results);
  mergeResults(results, 'vision.');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
