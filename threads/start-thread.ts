import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/*
 * The one way to start a worker thread on a file of ours (the network's pool in neural/, the
 * video conversions in api/): the compiled .js beside the entry when running from the nest build
 * (dist/server/...), else its TypeScript source through from-sources.mjs (under vitest, whose
 * loader a worker thread does not inherit), so tests run the same thread code as production.
 */

/** The loader of a TypeScript entry: it takes the entry's path as its first argv. */
const FROM_SOURCES = join(__dirname, 'from-sources.mjs');

/**
 * A worker thread on `entry`, a path with or without its extension (join(__dirname, 'net-worker')):
 * entry.js when it exists, else entry.ts. `options` are Worker's; the entry sees its workerData
 * and argv as given here either way.
 */
export function startThread(entry: string, options: WorkerOptions = {}): Worker {
  const base = entry.replace(/\.(ts|js)$/, '');
  if (existsSync(`${base}.js`)) return new Worker(`${base}.js`, options);
  if (!existsSync(`${base}.ts`)) throw new Error(`No thread entry ${base}.js or ${base}.ts`);
  const argv: unknown[] = options.argv ?? [];
  return new Worker(FROM_SOURCES, { ...options, argv: [`${base}.ts`, ...argv] });
}
