import { benchPageConfig } from '../bench-page-config';

/**
 * The page of the browser move bench (tests/bench/bots/browser-move-bench.ts): the offline
 * bot's worker code in a page of its own.
 */
export default benchPageConfig(import.meta.dirname, 'bench-bot-moves');
