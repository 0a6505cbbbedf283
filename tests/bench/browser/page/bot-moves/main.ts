import type { BotMovesGlobal, BotMovesReport } from './bench-protocol';
import { timeSearchMoves } from './search-moves';
import { loadWasmNet } from './wasm-net';

/*
 * Starts the bench worker and leaves its report (or its failure) on globalThis.goBotBench for
 * the bench to read. The worker runs the same code as the app's (features/bot-offline).
 *
 * With input searchOnly (the run under 4x CPU throttling), the 19x19 search runs here in the
 * page's main thread instead: chromium 156 refuses Emulation.setCPUThrottlingRate on a worker
 * target ("Operation is only supported for pages, not workers"), and the page's rate slowed a
 * dedicated worker's busy loop only 1-2.3 times (the main thread's 4.6 times), so a worker's
 * numbers under throttling would not be a phone's. The code is the app's worker's (botAnswer
 * on the wasm backend, one thread either way).
 */
const holder = globalThis as unknown as BotMovesGlobal;
holder.goBotBench = {};

async function searchHere(): Promise<BotMovesReport> {
  const { net, loadMs } = await loadWasmNet();
  return { backend: net.backend, loadMs, moves: {}, search: await timeSearchMoves(net) };
}

if (holder.goBotBenchInput?.searchOnly) {
  searchHere().then(
    (report) => (holder.goBotBench = { report }),
    (error: unknown) => (holder.goBotBench = { error: String(error) }),
  );
} else {
  const worker = new Worker(new URL('./bot-moves.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<BotMovesReport | { error: string }>) => {
    holder.goBotBench =
      'error' in event.data ? { error: event.data.error } : { report: event.data };
  };
  worker.onerror = (event) => {
    holder.goBotBench = { error: event.message || 'the worker failed' };
  };
}
