import { runBenchPage } from '../browser/bench-page';
import type { BotMovesReport } from '../browser/page/bot-moves/bench-protocol';

/*
 * The offline bot's move time in headless chromium on the WebAssembly backend (the fallback
 * where WebGL is missing, and the slower one): the bench page (tests/bench/browser/page/
 * bot-moves/) runs the app's own bot code in a module Web Worker, the bot playing itself on
 * 9x9 at the default rank and at the strongest. Written as bots.browser_*.
 */

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Builds the bench page, serves it with the model (public/models), runs it in chromium and
 * answers bots.browser_move_ms_p50 (the default rank), its p90, the strongest rank's p50, and
 * the network's load time.
 */
export async function measureBrowserMoves(): Promise<Record<string, number>> {
  const report = await runBenchPage<BotMovesReport>(
    'tests/bench/browser/page/bot-moves/vite.config.ts',
    'bench-bot-moves',
    'goBotBench',
  );
  return numbersOf(report);
}

function numbersOf(report: BotMovesReport): Record<string, number> {
  if (report.backend !== 'wasm') throw new Error(`Measured on ${report.backend}, not wasm`);
  const [defaultRank, strongest] = Object.values(report.moves);
  return {
    'bots.browser_move_ms_p50': round(median(defaultRank)),
    'bots.browser_move_ms_p90': round(percentile(defaultRank, 90)),
    'bots.browser_move_strongest_ms_p50': round(median(strongest)),
    'bots.browser_model_load_ms': round(report.loadMs),
  };
}
