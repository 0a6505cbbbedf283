import { runBenchPage } from '../browser/bench-page';
import type { ReviewReport } from '../browser/page/review/review-protocol';

/**
 * review.game_250_ms: the viewer's AI review of a 250-move 19x19 game in headless chromium (the
 * bench page tests/bench/browser/page/review/ runs the app's review code and worker), model
 * load included; the backend is the one the worker found (webgl, else wasm).
 */
export async function measureReview(): Promise<Record<string, number>> {
  const report = await runBenchPage<ReviewReport>(
    'tests/bench/browser/page/review/vite.config.ts',
    'bench-review',
    'goReviewBench',
  );
  console.log(`review: ${report.moves} moves on ${report.backend}`);
  return { 'review.game_250_ms': Math.round(report.ms) };
}
