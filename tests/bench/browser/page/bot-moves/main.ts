import type { BotMovesGlobal, BotMovesReport } from './bench-protocol';

/*
 * Starts the bench worker and leaves its report (or its failure) on globalThis.goBotBench for
 * the bench to read. The worker runs the same code as the app's (features/bot-offline).
 */
const holder = globalThis as unknown as BotMovesGlobal;
holder.goBotBench = {};
const worker = new Worker(new URL('./bot-moves.worker.ts', import.meta.url), { type: 'module' });
worker.onmessage = (event: MessageEvent<BotMovesReport | { error: string }>) => {
  holder.goBotBench = 'error' in event.data ? { error: event.data.error } : { report: event.data };
};
worker.onerror = (event) => {
  holder.goBotBench = { error: event.message || 'the worker failed' };
};
