import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openBenchDatabase } from '../bench-database';
import { measureBrowser, measureTournamentsOnly } from './browser-bench';

const DEFAULT_DATABASE = 'data/bench/bench.sqlite';
const PORT = 3903;

interface Options {
  /** 'tournaments': only the tournament list's first render (pwa.tournaments.*) */
  only: 'tournaments' | null;
  database: string;
}

function parseArgs(args: readonly string[]): Options {
  const options: Options = { only: null, database: resolve(DEFAULT_DATABASE) };
  for (const arg of args) {
    const [key, value] = arg.split('=', 2);
    if (key === '--only' && value === 'tournaments') options.only = value;
    else if (key === '--database' && value) options.database = resolve(value);
    else throw new Error(`Unknown argument ${arg}; use --only=tournaments, --database=PATH`);
  }
  return options;
}

/**
 * Only the browser part of npm run bench, on the bench database: replaces the pwa.* numbers in
 * bench/results.json and keeps the others. `--only=tournaments` measures the tournament list
 * alone (pwa.tournaments.*, without building the PWA into dist/); `--database=PATH` uses (or
 * generates, when missing) a bench database elsewhere than data/bench.
 */
async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const path = options.database;
  if (!existsSync(path)) {
    if (path === resolve(DEFAULT_DATABASE))
      throw new Error(`${path} is missing: npm run bench generates it`);
    console.log(`Generating the bench database ${path}`);
    await (await openBenchDatabase(path)).orm.close();
  }
  const file = 'bench/results.json';
  const previous = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number | string>)
    : {};
  const replaced = options.only ? 'pwa.tournaments.' : 'pwa.';
  const results: Record<string, number | string> = Object.fromEntries(
    Object.entries(previous).filter(([key]) => !key.startsWith(replaced)),
  );
  if (options.only) await measureTournamentsOnly(results, path, PORT);
  else await measureBrowser(results, path, PORT);
  mkdirSync('bench', { recursive: true });
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`Written ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
