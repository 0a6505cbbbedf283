import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureBrowser } from './browser-bench';

/**
 * Only the browser part of npm run bench, on an existing bench database: replaces the pwa.*
 * numbers in bench/results.json and keeps the others.
 */
async function main(): Promise<void> {
  const path = resolve('data/bench/bench.sqlite');
  if (!existsSync(path)) throw new Error(`${path} is missing: npm run bench generates it`);
  const file = 'bench/results.json';
  const previous = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number | string>)
    : {};
  const results: Record<string, number | string> = Object.fromEntries(
    Object.entries(previous).filter(([key]) => !key.startsWith('pwa.')),
  );
  await measureBrowser(results, path, 3903);
  mkdirSync('bench', { recursive: true });
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`Written ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
