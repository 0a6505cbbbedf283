/** What the review bench page reports. */
export interface ReviewReport {
  backend: string;
  moves: number;
  /** from the worker's start to the last position evaluated, model load included */
  ms: number;
}

/** The page's global the bench reads (tests/bench/review/review-bench.ts). */
export interface ReviewBenchGlobal {
  goReviewBench?: { report?: ReviewReport; error?: string };
}
