import { join } from 'node:path';
import { launchBrowser, type Browser } from '../../e2e/support/browser';
import { runBin } from '../../e2e/support/build-app';
import { serveFiles } from '../bots/browser-move-bench';
import type { ReviewBenchGlobal } from '../browser/page/review/review-protocol';

/**
 * review.game_250_ms: the viewer's AI review of a 250-move 19x19 game in headless chromium (the
 * bench page tests/bench/browser/page/review/ runs the app's review code and worker), model
 * load included; the backend is the one the worker found (webgl, else wasm).
 */
export async function measureReview(): Promise<Record<string, number>> {
  const root = process.cwd();
  await runBin(root, 'vite', [
    'build',
    '--config',
    'tests/bench/browser/page/review/vite.config.ts',
  ]);
  const { server, base } = await serveFiles([
    join(root, 'dist/bench-review'),
    join(root, 'public'),
  ]);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const { page } = browser;
    await page.goto(`${base}/`);
    await page.waitForFunction(
      () => {
        const bench = (globalThis as unknown as ReviewBenchGlobal).goReviewBench;
        return Boolean(bench?.report ?? bench?.error);
      },
      undefined,
      { timeout: 15 * 60_000, polling: 500 },
    );
    const outcome = await page.evaluate(
      () => (globalThis as unknown as ReviewBenchGlobal).goReviewBench,
    );
    if (!outcome?.report)
      throw new Error(`The bench page failed: ${outcome?.error ?? 'no report'}`);
    console.log(`review: ${outcome.report.moves} moves on ${outcome.report.backend}`);
    return { 'review.game_250_ms': Math.round(outcome.report.ms) };
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
