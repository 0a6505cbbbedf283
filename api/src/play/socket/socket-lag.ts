import type { WebSocket } from 'ws';

/** How often every socket is pinged to measure its lag. */
export const LAG_PING_MS = 10_000;
/** The weight of a new round trip in a socket's running estimate. */
const NEW_SAMPLE_WEIGHT = 0.3;

interface Measure {
  /** when the ping waiting for its answer was sent */
  sentAt: number | null;
  /** the smoothed one-way lag, null before the first answer */
  oneWayMs: number | null;
}

/**
 * The server's own measure of each socket's lag: a WebSocket ping frame every LAG_PING_MS (and
 * one at once), which the client's WebSocket answers by itself, half the round trip, smoothed. A
 * lag a client claims with a move is bounded by it: the server forgives no more lag than it saw.
 */
export class SocketLagMeter {
  private readonly measures = new Map<WebSocket, Measure>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly intervalMs = LAG_PING_MS) {}

  add(socket: WebSocket): void {
    const measure: Measure = { sentAt: null, oneWayMs: null };
    this.measures.set(socket, measure);
    socket.on('pong', () => answered(measure));
    ping(socket, measure);
    if (!this.timer) {
      this.timer = setInterval(() => this.measures.forEach((m, s) => ping(s, m)), this.intervalMs);
      this.timer.unref();
    }
  }

  remove(socket: WebSocket): void {
    this.measures.delete(socket);
  }

  /**
   * The lag to forgive a move sent over the socket: the claim, at most the measured lag (the
   * measure when nothing is claimed); the claim alone before the first measure.
   */
  lagOf(socket: WebSocket, claimedMs: number | undefined): number | undefined {
    const measured = this.measures.get(socket)?.oneWayMs ?? null;
    if (measured === null) return claimedMs;
    return Math.round(Math.min(claimedMs ?? measured, measured));
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.measures.clear();
  }
}

function ping(socket: WebSocket, measure: Measure): void {
  if (socket.readyState !== socket.OPEN) return;
  measure.sentAt = Date.now();
  socket.ping();
}

function answered(measure: Measure): void {
  if (measure.sentAt === null) return;
  const oneWay = (Date.now() - measure.sentAt) / 2;
  measure.sentAt = null;
  measure.oneWayMs =
    measure.oneWayMs === null
      ? oneWay
      : measure.oneWayMs + NEW_SAMPLE_WEIGHT * (oneWay - measure.oneWayMs);
}
