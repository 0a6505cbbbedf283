import 'reflect-metadata';
import { resolve } from 'node:path';
import { mergeResults } from './bench-results';
import { measureAccounts } from './accounts-bench';

/**
 * The accounts part of the bench alone (npm run bench measures it too): npm run bench:accounts.
 * Its numbers replace the accounts.* keys of bench/results.json, the others are kept.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3905;

async function main(): Promise<void> {
  const results: Record<string, number | string> = {};
  await measureAccounts(results, resolve('data/bench-accounts/accounts.sqlite'), PORT, SECONDS);
  mergeResults(results, 'accounts.');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
