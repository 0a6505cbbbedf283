import { mergeResults } from '../bench-results';
import { measureVision } from './measure-vision';

/**
 * npm run bench:vision: board recognition on rendered photos (vision.*), merged into
 * bench/results.json. VISION_BENCH_PHOTOS=<n> measures fewer photos, VISION_BENCH_DUMP=<dir>
 * writes the misread ones with their truth.
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
