import { existsSync, readFileSync } from 'node:fs';
import { mergeResults, RESULTS_FILE, type BenchResults } from '../bench-results';
import { measureScenes } from './measure-scenes';
import { measureVision } from './measure-vision';

const SCENES = 'vision.scenes.';

/** The stored scene numbers, kept when a run leaves the scenes out. */
function storedScenes(): BenchResults {
  if (!existsSync(RESULTS_FILE)) return {};
  const stored = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as BenchResults;
  return Object.fromEntries(Object.entries(stored).filter(([key]) => key.startsWith(SCENES)));
}

/**
 * npm run bench:vision: board recognition on rendered photos, the held-out set (vision.*) and
 * the tuning set (vision.tuning.*), and on the second generator's 3D scenes (vision.scenes.*),
 * merged into bench/results.json. VISION_BENCH_PHOTOS=<n> measures n photos of each set,
 * VISION_BENCH_BROWSER=0 leaves chromium out, VISION_BENCH_SCENES=<n> sets the scenes' count
 * (0 leaves them out), VISION_BENCH_DUMP=<dir> writes the misread ones with their truth.
 * `npm run bench:vision -- scenes` measures the scenes only.
 */
async function main(): Promise<void> {
  const results: BenchResults = {};
  const scenesOnly = process.argv.includes('scenes');
  if (!scenesOnly) await measureVision(results);
  if (process.env.VISION_BENCH_SCENES === '0') Object.assign(results, storedScenes());
  else await measureScenes(results);
  mergeResults(results, scenesOnly ? SCENES : 'vision.');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
