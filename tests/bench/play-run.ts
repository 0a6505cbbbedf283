import 'reflect-metadata';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { measurePlay } from './play/play-bench';

/**
 * The online-play part of the bench alone (npm run bench measures it too):
 * npm run build:api && node dist/server/tests/bench/play-run.js. Its numbers replace the play.*
 * keys of bench/results.json, the others are kept. BENCH_PLAY_RUNS=bare,single,cross picks runs.
 */
const RESULTS = 'bench/results.json';

async function main(): Promise<void> {
  const results: Record<string, number | string> = {};
  await measurePlay(results);
  const stored = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, number | string>)
    : {};
  const merged = Object.fromEntries(
    Object.entries({ ...stored, ...results }).sort(([a], [b]) => a.localeCompare(b)),
  );
  mkdirSync('bench', { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
