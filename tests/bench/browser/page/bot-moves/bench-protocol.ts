/** The tree search's moves on 19x19 (search-moves.ts): the setting and each timed move. */
export interface SearchMovesReport {
  /** the setting's id (ALL_MODERN_STRENGTHS), e.g. mcts64 */
  setting: string;
  /** the search's time limit a move (DEVICE_SEARCH_BUDGET_MS) */
  budgetMs: number;
  /** each timed move: from the question to the answer, and the visits the search made */
  moves: { ms: number; visits: number }[];
}

/** What the bench page reports: the network's load time, each move's time, per setting. */
export interface BotMovesReport {
  backend: string;
  loadMs: number;
  /** ms per move of each measured rank on 9x9, in move order (warm-up moves left out); none in the searchOnly run */
  moves: Record<string, number[]>;
  search: SearchMovesReport;
}

/**
 * What the bench hands the page (globalThis.goBotBenchInput): with `searchOnly`, the page runs
 * only the 19x19 search, in its own main thread (where chromium's CPU throttling applies).
 */
export interface BotMovesInput {
  searchOnly?: boolean;
}

/** The page's globals the bench writes and reads (tests/bench/bots/browser-move-bench.ts). */
export interface BotMovesGlobal {
  goBotBenchInput?: BotMovesInput;
  goBotBench?: { report?: BotMovesReport; error?: string };
}
