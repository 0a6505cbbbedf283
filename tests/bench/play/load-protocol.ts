/** The messages between the play bench and its load-client processes (IPC). */

export interface BenchGame {
  gameId: number;
  /** handshake headers of black's and white's sockets (Authorization for ours, none for bare) */
  black: Record<string, string>;
  white: Record<string, string>;
}

export interface LoadConfig {
  /** where the players' sockets connect */
  playersUrl: string;
  /** where the observers' sockets connect (another instance in the cross-instance run) */
  observersUrl: string;
  games: BenchGame[];
  observersPerGame: number;
  /** a player answers the opponent's move after a delay drawn evenly from this range */
  minDelayMs: number;
  maxDelayMs: number;
}

export type ToClient =
  | { command: 'connect'; config: LoadConfig }
  /** start (or resume) playing; with measure, the moves sent from now on are measured */
  | { command: 'play'; measure: boolean }
  /** stop sending moves and wait for the ones in flight to reach every observer */
  | { command: 'pause' }
  /** what was measured over every measured slice; closes the sockets */
  | { command: 'report' };

export interface ClientReport {
  /** send of a move to an observer's receipt of the state holding it, ms, one per observer */
  latencies: number[];
  /** for each of latencies, the second of measured time (slices end to end) its move was sent in */
  sentAtSeconds: number[];
  /** send of a move to the mover's receipt of its 'reply', ms */
  replyLatencies: number[];
  movesSent: number;
  /** moves whose state reached every observer of the game */
  movesSeenByAll: number;
  /** replies ok: false, errors, unexpected closes: how many, and the first few */
  errors: number;
  failures: string[];
  /** a game's news received while measuring (states and deltas after a move): count, bytes */
  newsMessages: number;
  newsBytes: number;
  /** the client's own event loop delay while measuring, ms */
  eventLoopP99Ms: number;
  /** the client's CPU time while measuring, ms */
  cpuMs: number;
  /** how long it measured, ms */
  measuredMs: number;
}

export type FromClient =
  | { event: 'connected'; sockets: number; ms: number }
  | { event: 'paused' }
  | { event: 'report'; report: ClientReport }
  | { event: 'failed'; message: string };
