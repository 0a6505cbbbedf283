import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, type Browser } from '../../e2e/support/browser';
import { runBin } from '../../e2e/support/build-app';
import { percentile, round } from '../browser/bench-stats';
import { serveDirectory } from './static-server';
import type { VisionBenchGlobal } from './vision-bench-api';

/**
 * The recognizer in headless chromium: the bench page (vite build of tests/bench/vision) reads
 * the given PNG photos and times each recognition. Writes vision.browser.*; returns how many
 * photos the page read the same as the truth.
 */
export async function measureBrowserVision(
  results: Record<string, number | string>,
  photos: { png: Buffer; right: (reading: unknown) => boolean }[],
): Promise<void> {
  const root = process.cwd();
  console.log(`Browser: building the vision bench page, ${photos.length} photos`);
  await runBin(root, 'vite', ['build', '--config', 'tests/bench/vision/vite.vision.config.ts']);
  const dir = join(root, 'dist/bench-vision');
  mkdirSync(join(dir, 'photos'), { recursive: true });
  photos.forEach((photo, i) => writeFileSync(join(dir, 'photos', `${i}.png`), photo.png));
  const { server, base } = await serveDirectory(dir);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const { page } = browser;
    await page.goto(`${base}/`);
    await page.waitForFunction(() => 'visionBench' in globalThis);
    const run = await page.evaluate(
      (urls) => (globalThis as unknown as VisionBenchGlobal).visionBench.run(urls),
      photos.map((_, i) => `/photos/${i}.png`),
    );
    const sorted = [...run.ms].sort((a, b) => a - b);
    const same = run.results.filter((reading, i) => photos[i].right(reading)).length;
    results['vision.browser.photos'] = photos.length;
    results['vision.browser.photo_ms_p50'] = round(percentile(sorted, 50), 1);
    results['vision.browser.photo_ms_p90'] = round(percentile(sorted, 90), 1);
    results['vision.browser.board_accuracy'] = round(same / photos.length, 4);
    console.log(
      `  chromium: p50 ${results['vision.browser.photo_ms_p50']} ms, p90 ` +
        `${results['vision.browser.photo_ms_p90']} ms; ${same}/${photos.length} boards all right`,
    );
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
