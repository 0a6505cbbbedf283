import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { measureBots } from './bots/bots-bench';

/**
 * npm run bench:bots: the bots' numbers alone (bots.*), merged into bench/results.json (the
 * other keys are kept).
 */
const RESULTS = 'bench/results.json';

async function main(): Promise<void> {
  const results: Record<string, number | string> = {};
  await measureBots(results);
  const stored = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, number | string>)
    : {};
  for (const key of Object.keys(stored)) if (key.startsWith('bots.')) delete stored[key];
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
