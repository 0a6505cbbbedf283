/** The messages between the broadcast bench and its viewer-client processes (IPC). */

export interface ViewerConfig {
  /** each viewer's stream URL, one per viewer (the viewers of a client may use several servers) */
  urls: string[];
  /** each viewer's own address, sent as X-Forwarded-For (the servers trust the loopback proxy) */
  addresses: string[];
  /** streams being opened at once */
  connectingAtOnce: number;
}

export type ToViewers =
  | { command: 'connect'; config: ViewerConfig }
  /** answer 'told': how many viewers were last told a viewers count of `viewers` */
  | { command: 'told'; viewers: number }
  /** answer 'received' once every viewer has move `seq` (or it gave up) */
  | { command: 'await'; seq: number }
  /** the receipts; closes the streams */
  | { command: 'report' };

export interface ViewersReport {
  /**
   * receipts[v][seq - 1]: when viewer v got move seq, as performance.timeOrigin + now() (ms,
   * the machine's clock: the bench's own process stamps the sends the same way); null: never
   */
  receipts: (number | null)[][];
  /** moves a viewer got more than once, or after a later one */
  duplicates: number;
  outOfOrder: number;
  /** the last 'viewers' count each viewer was told (the snapshot's, or a later event's) */
  viewersSeen: number[];
  errors: number;
  failures: string[];
  /** the client's event-loop delay p99 while the moves came, ms */
  loopP99Ms: number;
  /** the client's CPU time (user + system) while the moves came, ms, and that window's length */
  cpuMs: number;
  windowMs: number;
}

export type FromViewers =
  | { event: 'connected'; viewers: number; ms: number }
  | { event: 'told'; count: number }
  | { event: 'received'; seq: number; missing: number }
  | { event: 'report'; report: ViewersReport }
  | { event: 'failed'; message: string };

/** Wall-clock milliseconds with a fraction, comparable between processes of one machine. */
export function stamp(): number {
  return performance.timeOrigin + performance.now();
}
