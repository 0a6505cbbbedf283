import type { Page } from 'playwright-core';
import {
  RENDER_REPORT_PREFIX,
  TOURNAMENTS_RENDER_PAGE,
  type BenchGlobal,
  type RenderReport,
} from './bench-api';
import { percentile, round } from './bench-stats';

type Results = Record<string, number | string>;

/** Timed loads of the tournament list page, after one untimed load. */
const RENDER_RUNS = 9;

async function loadOnce(page: Page, url: string): Promise<RenderReport> {
  const reported = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(RENDER_REPORT_PREFIX),
    timeout: 60_000,
  });
  await page.goto(url);
  const message = await reported;
  const report = JSON.parse(message.text().slice(RENDER_REPORT_PREFIX.length)) as RenderReport;
  if (report.rows === 0) throw new Error('the tournament list rendered no rows');
  return report;
}

/**
 * The tournament list's first render from IndexedDB (issue 4: under 300 ms on 15,000
 * tournaments): the bench page at `base` fills the app's database through the sync engine, then
 * the list page is loaded RENDER_RUNS times; each load reports when its first rows were painted,
 * since navigation start and since the page component was mounted. Written as pwa.tournaments.*.
 */
export async function measureTournamentsRender(
  page: Page,
  base: string,
  results: Results,
): Promise<void> {
  await page.goto(`${base}/`);
  await page.waitForFunction(() => 'goBench' in globalThis);
  const count = await page.evaluate(() =>
    (globalThis as unknown as BenchGlobal).goBench.fillTournaments(),
  );
  const url = `${base}/${TOURNAMENTS_RENDER_PAGE}`;
  const cold = await loadOnce(page, url);
  const reports: RenderReport[] = [];
  for (let run = 0; run < RENDER_RUNS; run++) reports.push(await loadOnce(page, url));
  const navigation = reports.map((r) => r.navigationMs).sort((a, b) => a - b);
  const mount = reports.map((r) => r.mountMs).sort((a, b) => a - b);
  results['pwa.tournaments.count'] = count;
  results['pwa.tournaments.rows_shown'] = cold.rows;
  results['pwa.tournaments.first_render_cold_ms'] = round(cold.navigationMs, 1);
  results['pwa.tournaments.first_render_ms'] = round(percentile(navigation, 50), 1);
  results['pwa.tournaments.first_render_p95_ms'] = round(percentile(navigation, 95), 1);
  results['pwa.tournaments.mount_to_rows_ms'] = round(percentile(mount, 50), 1);
  results['pwa.tournaments.mount_to_rows_p95_ms'] = round(percentile(mount, 95), 1);
  console.log(
    `  tournament list on ${count} tournaments: first rows ${results['pwa.tournaments.first_render_ms']} ms ` +
      `after navigation (p95 ${results['pwa.tournaments.first_render_p95_ms']}, first load ` +
      `${results['pwa.tournaments.first_render_cold_ms']}), ${results['pwa.tournaments.mount_to_rows_ms']} ms ` +
      `after mount (p95 ${results['pwa.tournaments.mount_to_rows_p95_ms']}), over ${RENDER_RUNS} loads`,
  );
}
