import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { measureNeuralMoves } from './bots/neural-bench';

/**
 * The modern bot's bench alone:
 *   npm run build:api --silent && flock /tmp/bench.lock node dist/server/tests/bench/bots-run.js
 * Its numbers replace the bots.neural_* keys of bench/results.json, the others are kept.
 */
const RESULTS = 'bench/results.json';

async function main(): Promise<void> {
  const results = await measureNeuralMoves();
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
