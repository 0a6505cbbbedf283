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
 * `npm run bench:vision -- scenes` measures the scenes only. VISION_BENCH_SCENE_SET=tuning
 * measures the scenes' tuning set instead of the held-out one and only prints its numbers
 * (vision.scenes.tuning.*); VISION_BENCH_SCENE_CACHE=<dir> renders the scenes once into dir.
 */
async function main(): Promise<void> {
  const results: BenchResults = {};
  const scenesOnly = process.argv.includes('scenes');
  const tuningScenes = process.env.VISION_BENCH_SCENE_SET === 'tuning';
  if (!scenesOnly) await measureVision(results);
  if (process.env.VISION_BENCH_SCENES === '0' || tuningScenes) {
    Object.assign(results, storedScenes());
  } else await measureScenes(results, 'heldOut');
  if (tuningScenes) {
    const tuning: BenchResults = {};
    await measureScenes(tuning, 'tuning');
    console.log(JSON.stringify(tuning, null, 2));
    if (scenesOnly) return;
  }
  mergeResults(results, scenesOnly ? SCENES : 'vision.');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
