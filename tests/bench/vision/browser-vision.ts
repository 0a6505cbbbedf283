import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPhoto } from '@tests/factories/board-photos/types';
import { launchBrowser, type Browser } from '../../e2e/support/browser';
import { runBin } from '../../e2e/support/build-app';
import { percentile, round } from '../browser/bench-stats';
import { serveDirectory } from './static-server';
import type { VisionBenchGlobal, VisionBenchReading } from './vision-bench-api';

/** A photo for chromium: its PNG file and what it shows. */
export interface BrowserPhoto {
  file: string;
  truth: RenderedPhoto['truth'];
}

/** Intersections read right (none when the board or its size was not found). */
function rightPoints(truth: BrowserPhoto['truth'], read: VisionBenchReading | null): number {
  if (read === null || read.boardSize !== truth.boardSize) return 0;
  return truth.signs.flat().filter((sign, i) => read.signs.flat()[i] === sign).length;
}

/**
 * The recognizer in headless chromium: the bench page (vite build of tests/bench/vision) reads
 * the given PNG photos (the held-out set, as in Node) and times each recognition. Writes
 * vision.browser.*.
 */
export async function measureBrowserVision(
  results: Record<string, number | string>,
  photos: BrowserPhoto[],
): Promise<void> {
  const root = process.cwd();
  console.log(`Browser: building the vision bench page, ${photos.length} held-out photos`);
  await runBin(root, 'vite', ['build', '--config', 'tests/bench/vision/vite.vision.config.ts']);
  const dir = join(root, 'dist/bench-vision');
  mkdirSync(join(dir, 'photos'), { recursive: true });
  photos.forEach((photo, i) => copyFileSync(photo.file, join(dir, 'photos', `${i}.png`)));
  const { server, base } = await serveDirectory(dir);
  let browser: Browser | undefined;
  try {
    // a chromium of its own, which close() ends: the tests' shared one would keep the bench alive
    browser = await launchBrowser({ profile: 'own' });
    const { page } = browser;
    await page.goto(`${base}/`);
    await page.waitForFunction(() => 'visionBench' in globalThis);
    const run = await page.evaluate(
      (urls) => (globalThis as unknown as VisionBenchGlobal).visionBench.run(urls),
      photos.map((_, i) => `/photos/${i}.png`),
    );
    const sorted = [...run.ms].sort((a, b) => a - b);
    const right = run.results.map((reading, i) => rightPoints(photos[i].truth, reading));
    const points = photos.reduce((sum, photo) => sum + photo.truth.boardSize ** 2, 0);
    const boards = right.filter((count, i) => count === photos[i].truth.boardSize ** 2).length;
    results['vision.browser.photos'] = photos.length;
    results['vision.browser.photo_ms_p50'] = round(percentile(sorted, 50), 1);
    results['vision.browser.photo_ms_p90'] = round(percentile(sorted, 90), 1);
    results['vision.browser.intersection_accuracy'] = round(
      right.reduce((sum, count) => sum + count, 0) / points,
      5,
    );
    results['vision.browser.board_accuracy'] = round(boards / photos.length, 4);
    console.log(
      `  chromium, held-out: p50 ${results['vision.browser.photo_ms_p50']} ms, p90 ` +
        `${results['vision.browser.photo_ms_p90']} ms; intersections ` +
        `${results['vision.browser.intersection_accuracy']}, ${boards}/${photos.length} boards all right`,
    );
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
