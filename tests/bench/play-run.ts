import 'reflect-metadata';
import { mergeResults, type BenchResults } from './bench-results';
import { measurePlay } from './play/play-bench';

/**
 * The online-play part of the bench alone (npm run bench measures it too):
 * npm run build:api && node dist/server/tests/bench/play-run.js. Its numbers replace the play.*
 * keys of bench/results.json, the others are kept. BENCH_PLAY_RUNS=queries,bare,single,cross picks
 * runs; BENCH_PLAY_REPEATS (3) measures them that many times: the keys are the repeat with the
 * median fan-out p99, and each tail key gets every repeat's value and their spread beside it.
 */
const REPEATS = Number(process.env.BENCH_PLAY_REPEATS ?? 3);
const TAIL_KEYS = [
  'play.fanout_p99_ms',
  'play.bare.fanout_p99_ms',
  'play.cross_instance_p99_ms',
  'play.fanout_ratio_vs_bare_ws',
];

async function main(): Promise<void> {
  const repeats: BenchResults[] = [];
  for (let repeat = 1; repeat <= REPEATS; repeat++) {
    const measured: BenchResults = {};
    await measurePlay(measured);
    repeats.push(measured);
  }
  const results = medianRepeat(repeats);
  results['play.repeats'] = REPEATS;
  for (const key of TAIL_KEYS) {
    const all = repeats.map((measured) => Number(measured[key])).filter(Number.isFinite);
    if (all.length === 0) continue;
    const stem = key.replace(/_ms$/, '');
    results[`${stem}_repeats${key.endsWith('_ms') ? '_ms' : ''}`] = all.join(' / ');
    results[`${stem}_spread${key.endsWith('_ms') ? '_ms' : ''}`] =
      Math.round((Math.max(...all) - Math.min(...all)) * 100) / 100;
  }
  mergeResults(results, 'play.');
  console.log(JSON.stringify(results, null, 2));
}

function medianRepeat(repeats: BenchResults[]): BenchResults {
  const p99 = (measured: BenchResults) => Number(measured['play.fanout_p99_ms'] ?? 0);
  const sorted = [...repeats].sort((a, b) => p99(a) - p99(b));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)] };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
