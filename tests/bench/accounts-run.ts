import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureAccounts } from './accounts-bench';

/**
 * The accounts part of the bench alone (npm run bench measures it too): npm run bench:accounts.
 * Its numbers replace the accounts.* keys of bench/results.json, the others are kept.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3905;
const RESULTS = 'bench/results.json';

async function main(): Promise<void> {
  const results: Record<string, number | string> = {};
  await measureAccounts(results, resolve('data/bench-accounts/accounts.sqlite'), PORT, SECONDS);
  const stored = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, number | string>)
    : {};
  const merged = Object.fromEntries(
    Object.entries({ ...stored, ...results }).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(RESULTS, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
