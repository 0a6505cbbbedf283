import { join } from 'node:path';
import { launchBrowser, type Browser } from '../../e2e/support/browser';
import { runBin } from '../../e2e/support/build-app';
import { startServer, stopServer } from '../child-server';
import {
  BENCH_ROWS_FILE,
  type BareLoadReport,
  type BenchGlobal,
  type LoadReport,
  type QueryTiming,
} from './bench-api';
import { writeBenchRows } from './bench-rows';
import { percentile, round } from './bench-stats';
import { entrySize } from './entry-size';
import { measureTournamentsRender } from './tournaments-render';

type Results = Record<string, number | string>;

/** Timed runs of each players query (after one warm-up run). */
const QUERY_RUNS = 5;

function sameRows(a: LoadReport['rows'], b: LoadReport['rows']): boolean {
  return a.locations === b.locations && a.tournaments === b.tournaments && a.players === b.players;
}

function buildBenchPages(root: string): Promise<void> {
  return runBin(root, 'vite', ['build', '--config', 'tests/bench/browser/vite.bench.config.ts']);
}

function recordQueries(results: Results, timings: QueryTiming[]): void {
  const all = timings.flatMap((timing) => timing.ms).sort((a, b) => a - b);
  const worst = timings.reduce((a, b) => (Math.max(...b.ms) > Math.max(...a.ms) ? b : a));
  results['pwa.players_query.cases'] = timings.length;
  results['pwa.players_query.p50_ms'] = round(percentile(all, 50), 1);
  results['pwa.players_query.p95_ms'] = round(percentile(all, 95), 1);
  results['pwa.players_query.max_ms'] = round(all[all.length - 1], 1);
  results['pwa.players_query.slowest_case'] = worst.name;
  for (const timing of timings) {
    const sorted = [...timing.ms].sort((a, b) => a - b);
    console.log(
      `    ${timing.name}: median ${round(percentile(sorted, 50), 1)} ms, ` +
        `max ${round(sorted[sorted.length - 1], 1)} ms, ${timing.found} players`,
    );
  }
}

/**
 * The PWA in headless chromium against our API on the bench database: the first full sync
 * into IndexedDB and the bare bulkPut of the same rows it is compared with, the players list
 * queries from IndexedDB, the tournament list's first render from IndexedDB, and the size of
 * what the first visit downloads. Written as pwa.*.
 */
export async function measureBrowser(
  results: Results,
  databasePath: string,
  port: number,
): Promise<void> {
  const root = process.cwd();
  console.log('Browser: building the PWA and the bench pages');
  await runBin(root, 'vite', ['build']);
  await buildBenchPages(root);
  const entry = entrySize(join(root, 'dist/pwa'));
  results['pwa.entry_gzip_kb'] = entry.gzipKb;
  results['pwa.entry_files'] = entry.files.length;
  console.log(`  entry route: ${entry.gzipKb} KB gzip in ${entry.files.length} files`);

  const pageDir = join(root, 'dist/bench-browser');
  const server = await startServer('serve-api', [databasePath, String(port), pageDir]);
  const base = `http://127.0.0.1:${port}`;
  let browser: Browser | undefined;
  try {
    await writeBenchRows(`${base}/api/v1`, join(pageDir, BENCH_ROWS_FILE));
    // a chromium of its own, which close() ends: the tests' shared one would keep the bench alive
    browser = await launchBrowser({ profile: 'own' });
    const { page } = browser;
    await page.goto(`${base}/`);
    await page.waitForFunction(() => 'goBench' in globalThis);

    const sync = await page.evaluate(
      (name) => (globalThis as unknown as BenchGlobal).goBench.fullSync(name),
      'bench-sync',
    );
    const bare: BareLoadReport = await page.evaluate(
      ([name, url]) => (globalThis as unknown as BenchGlobal).goBench.bareLoad(name, url),
      ['bench-bare', `/${BENCH_ROWS_FILE}`],
    );
    if (!sameRows(sync.rows, bare.rows))
      throw new Error(
        `sync stored ${JSON.stringify(sync.rows)}, bare ${JSON.stringify(bare.rows)}`,
      );
    const rows = sync.rows.locations + sync.rows.tournaments + sync.rows.players;
    results['pwa.sync.rows'] = rows;
    results['pwa.sync.first_full_s'] = round(sync.ms / 1000, 2);
    results['pwa.sync.rows_per_s'] = Math.round(rows / (sync.ms / 1000));
    results['pwa.bare_bulkput.s'] = round(bare.ms / 1000, 2);
    results['pwa.bare_bulkput.fetch_s'] = round(bare.fetchMs / 1000, 2);
    results['pwa.bare_bulkput.map_s'] = round(bare.mapMs / 1000, 2);
    results['pwa.sync.ratio_vs_bare'] = round(sync.ms / bare.ms, 2);
    console.log(
      `  first full sync of ${rows} rows: ${round(sync.ms / 1000, 2)} s; bare bulkPut ` +
        `${round(bare.ms / 1000, 2)} s (fetch ${round(bare.fetchMs / 1000, 2)} s); ratio ${results['pwa.sync.ratio_vs_bare']}`,
    );

    console.log(`  players list queries from IndexedDB, ${QUERY_RUNS} runs each`);
    const timings = await page.evaluate(
      ([name, runs]) => (globalThis as unknown as BenchGlobal).goBench.playerQueries(name, runs),
      ['bench-sync', QUERY_RUNS] as const,
    );
    recordQueries(results, timings);

    await measureTournamentsRender(page, base, results);
  } finally {
    await browser?.close();
    await stopServer(server);
  }
}

/**
 * Only the tournament list's first render (pwa.tournaments.*): the bench pages alone are built,
 * the PWA's own build (dist/pwa) is left as it is.
 */
export async function measureTournamentsOnly(
  results: Results,
  databasePath: string,
  port: number,
): Promise<void> {
  const root = process.cwd();
  console.log('Browser: building the bench pages');
  await buildBenchPages(root);
  const pageDir = join(root, 'dist/bench-browser');
  const server = await startServer('serve-api', [databasePath, String(port), pageDir]);
  let browser: Browser | undefined;
  try {
    // a chromium of its own, which close() ends: the tests' shared one would keep the bench alive
    browser = await launchBrowser({ profile: 'own' });
    await measureTournamentsRender(browser.page, `http://127.0.0.1:${port}`, results);
  } finally {
    await browser?.close();
    await stopServer(server);
  }
}
