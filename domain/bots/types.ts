import type { BoardSize, PlayRules } from '../play/types';
import type { Position } from '../play/position';

/** How a bot chooses among good moves; the pre-AI bot (GNU Go) ignores it. */
export type BotStyle = 'balanced' | 'solid' | 'fighting' | 'territorial';
export const BOT_STYLES: readonly BotStyle[] = ['balanced', 'solid', 'fighting', 'territorial'];
export const DEFAULT_BOT_STYLE: BotStyle = 'balanced';

/** What the network is asked about: a position, the moves that led to it, and the game's terms. */
export interface NetQuery {
  position: Position;
  /** every move so far, GTP vertices or 'pass', oldest first (handicap stones excluded) */
  moves: readonly string[];
  komi: number;
  rules: PlayRules;
}

/**
 * What the network says about a position, from the side to move's view, on the game's board
 * (size × size points, index y * size + x, y = 0 the top row, as Position.signMap).
 */
export interface NetEvaluation {
  boardSize: BoardSize;
  /** move probabilities, size*size + 1 entries, the last one pass; they sum to 1 */
  policy: Float32Array;
  /** the side to move's chance to win, 0..1 */
  winrate: number;
  /** the side to move's expected lead in points */
  scoreLead: number;
  /** size*size entries, -1..1: +1 surely the side to move's, -1 surely the opponent's */
  ownership: Float32Array;
}

/** Runs the network: on the server in worker threads, in the browser in a Web Worker. */
export interface NetRunner {
  evaluate(query: NetQuery): Promise<NetEvaluation>;
  /** the queries run together as one batch, when the runner can (else evaluate each) */
  evaluateBatch?(queries: NetQuery[]): Promise<NetEvaluation[]>;
  /**
   * a whole tree search run where the network runs (the server's worker threads), its time
   * budget counted on the wall clock from this call (else the caller searches over the batches)
   */
  search?(request: SearchRequest): Promise<SearchResult>;
}

/** A tree search (search/search.ts) as plain data, which a runner may take to another thread. */
export interface SearchRequest {
  query: NetQuery;
  /** the search stops when the root has this many visits (its own evaluation is the first) */
  maxVisits: number;
  /** leaves sent to the network together */
  batchSize: number;
  /** the root's moves are weighed by this style instead of by the policy alone */
  style: BotStyle;
  /** the search stops before a batch that would end after this many ms (Infinity: no limit) */
  timeBudgetMs: number;
  /** weight of the score beside the chance to win (search/score-utility.ts); absent or 0: none */
  scoreUtility?: number;
}

export interface SearchResult {
  /** a legal GTP vertex or 'pass' */
  move: string;
  /** the network's answer for the root position */
  rootEvaluation: NetEvaluation;
  /** the root's visits: 1 + the leaves evaluated or games ended in the tree */
  visits: number;
  /** the side to move's winrate after the search (the root's mean) */
  winrate: number;
  /** the network batches sent, the root's included */
  batches: number;
  elapsedMs: number;
}

/** Several positions at once (a tree search's leaves), answered in order. */
export type BatchEvaluator = (queries: NetQuery[]) => Promise<NetEvaluation[]>;

/** How the modern bot picks its move from the network's answer (one setting per offered rank). */
export interface ModernStrength {
  /** policy temperature: 0 plays the most likely move, higher is more random */
  temperature: number;
  /** only the k most likely moves are considered */
  topK: number;
  /** the best `search` candidates are re-ranked by the value head after playing them (0: none) */
  search: number;
  /** a tree search of this many visits decides the move (search.ts; absent or 0: none) */
  visits?: number;
  /** the search's leaves sent to the network together (default DEFAULT_SEARCH_BATCH) */
  batch?: number;
  /** the search also weighs the score lead this much (search/score-utility.ts; absent: not) */
  scoreUtility?: number;
}
