import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export type BenchResults = Record<string, number | string>;

export const RESULTS_FILE = 'bench/results.json';

/**
 * Writes a part's numbers into bench/results.json: the stored keys starting with `replaced`
 * (or that it picks) go (a part measured again leaves no stale key), the others stay; keys
 * sorted.
 */
export function mergeResults(
  results: BenchResults,
  replaced: string | ((key: string) => boolean),
): void {
  const goes = typeof replaced === 'string' ? (key: string) => key.startsWith(replaced) : replaced;
  const stored = existsSync(RESULTS_FILE)
    ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as BenchResults)
    : {};
  const kept = Object.entries(stored).filter(([key]) => !goes(key));
  const merged = Object.fromEntries(
    [...kept, ...Object.entries(results)].sort(([a], [b]) => a.localeCompare(b)),
  );
  mkdirSync('bench', { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(merged, null, 2)}\n`);
}
