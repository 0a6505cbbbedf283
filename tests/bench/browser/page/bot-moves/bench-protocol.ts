/** What the bench worker reports: the network's load time, each move's time, per setting. */
export interface BotMovesReport {
  backend: string;
  loadMs: number;
  /** ms per move of each measured rank, in move order (warm-up moves left out) */
  moves: Record<string, number[]>;
}

/** The page's global the bench reads (tests/bench/bots/browser-move-bench.ts). */
export interface BotMovesGlobal {
  goBotBench?: { report?: BotMovesReport; error?: string };
}
