import { runBenchPage } from '../browser/bench-page';
import type {
  BotMovesInput,
  BotMovesReport,
  SearchMovesReport,
} from '../browser/page/bot-moves/bench-protocol';

/*
 * The offline bot's move time in headless chromium on the WebAssembly backend (the fallback
 * where WebGL is missing, and the slower one): the bench page (tests/bench/browser/page/
 * bot-moves/) runs the app's own bot code in a module Web Worker, the bot playing itself on
 * 9x9 at the default rank and at the strongest, then the strongest tree search on 19x19 within
 * the device's budget (DEVICE_SEARCH_BUDGET_MS). A second run times that search again under
 * 4x CPU throttling (a phone-class CPU), in the page's main thread (where the throttling
 * applies). Written as bots.browser_* and bots.search_visits_per_s.browser_*.
 */

const PHONE_CPU_THROTTLING = 4;
const PAGE = ['tests/bench/browser/page/bot-moves/vite.config.ts', 'bench-bot-moves', 'goBotBench'];

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
 * Builds the bench page, serves it with the model (public/models), runs it in chromium twice
 * (as it is, then throttled) and answers bots.browser_move_ms_p50 (the default rank), its p90,
 * the strongest rank's p50, the network's load time, and the 19x19 search's move times and
 * visits a second with and without throttling.
 */
export async function measureBrowserMoves(): Promise<Record<string, number | string>> {
  const [config, outDir, globalName] = PAGE;
  const report = await runBenchPage<BotMovesReport>(config, outDir, globalName);
  const input: BotMovesInput = { searchOnly: true };
  const throttled = await runBenchPage<BotMovesReport>(config, outDir, globalName, {
    input,
    cpuThrottlingRate: PHONE_CPU_THROTTLING,
  });
  for (const measured of [report, throttled]) {
    if (measured.backend !== 'wasm') throw new Error(`Measured on ${measured.backend}, not wasm`);
  }
  return {
    ...movesOf(report),
    ...searchOf(report.search, '19x19'),
    ...searchOf(throttled.search, `19x19_cpu${PHONE_CPU_THROTTLING}x`),
    'bots.browser_search_setting': report.search.setting,
  };
}

function movesOf(report: BotMovesReport): Record<string, number> {
  const [defaultRank, strongest] = Object.values(report.moves);
  return {
    'bots.browser_move_ms_p50': round(median(defaultRank)),
    'bots.browser_move_ms_p90': round(percentile(defaultRank, 90)),
    'bots.browser_move_strongest_ms_p50': round(median(strongest)),
    'bots.browser_model_load_ms': round(report.loadMs),
  };
}

/** The search's move times (p99 of so few moves is their longest) and its visits a second. */
function searchOf(search: SearchMovesReport, suffix: string): Record<string, number> {
  const times = search.moves.map((move) => move.ms);
  const visits = search.moves.reduce((sum, move) => sum + move.visits, 0);
  const seconds = times.reduce((sum, ms) => sum + ms, 0) / 1000;
  console.log(
    `  browser ${search.setting} ${suffix} (budget ${search.budgetMs} ms): moves ` +
      search.moves.map((move) => `${Math.round(move.ms)} ms/${move.visits}v`).join(', '),
  );
  return {
    [`bots.browser_search_move_ms_p50.${suffix}`]: round(median(times)),
    [`bots.browser_search_move_ms_p99.${suffix}`]: round(percentile(times, 99)),
    [`bots.search_visits_per_s.browser_${suffix}`]: round(visits / seconds),
  };
}
