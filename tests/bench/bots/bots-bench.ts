import { measureBrowserMoves } from './browser-move-bench';
import { measureGnugoMoves } from './gnugo-bench';
import { measureNeuralMoves } from './neural-bench';

type Results = Record<string, number | string>;

/**
 * The bots' numbers (bots.*): the modern bot's move on the server (19x19, the strongest rank,
 * worker threads) and how many simultaneous games keep its p99 under 2 s, GNU Go's move per
 * level, and the modern bot's move in headless chromium on the wasm backend (9x9; its strongest
 * search on 19x19, also at 4x CPU throttling). A part that fails is recorded as
 * bots.<part>_failed; the others still count. `only` names one part to run alone.
 */
export async function measureBots(results: Results, only?: string): Promise<void> {
  const parts: [string, () => Promise<Record<string, number | string>>][] = [
    ['neural', measureNeuralMoves],
    ['gnugo', measureGnugoMoves],
    ['browser', measureBrowserMoves],
  ];
  if (only && !parts.some(([name]) => name === only)) {
    throw new Error(`No bots bench part ${only} (${parts.map(([name]) => name).join(', ')})`);
  }
  for (const [name, measure] of parts) {
    if (only && name !== only) continue;
    console.log(`Bots: ${name}`);
    try {
      Object.assign(results, await measure());
    } catch (error) {
      console.error(error);
      results[`bots.${name}_failed`] = error instanceof Error ? error.message : String(error);
    }
  }
}
