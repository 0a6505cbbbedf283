import type { WebSocket } from 'ws';

/** How often every socket is pinged to measure its lag. */
export const LAG_PING_MS = 10_000;
/**
 * The pings of a round go out in slices this far apart: thousands of pings (and their pongs) at
 * one instant would hold the event loop for a tenth of a second, delaying every move's delivery
 * and inflating the very lag being measured.
 */
const PING_SLICE_MS = 100;
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
 * one at once; the sockets' pings spread evenly over the interval), which the client's WebSocket answers by itself, half the round trip, smoothed. A
 * lag a client claims with a move is bounded by it: the server forgives no more lag than it saw.
 */
export class SocketLagMeter {
  private readonly measures = new Map<WebSocket, Measure>();
  private timer: NodeJS.Timeout | null = null;
  /** where the current round of pings has got to (a Map's iterator sees later additions) */
  private round: Iterator<[WebSocket, Measure]> = this.measures.entries();
  /** pings owed to the round so far (a fraction while there are few sockets) */
  private owed = 0;

  constructor(private readonly intervalMs = LAG_PING_MS) {}

  add(socket: WebSocket): void {
    const measure: Measure = { sentAt: null, oneWayMs: null };
    this.measures.set(socket, measure);
    socket.on('pong', () => answered(measure));
    ping(socket, measure);
    if (!this.timer) {
      const sliceMs = Math.min(PING_SLICE_MS, this.intervalMs);
      this.timer = setInterval(() => this.pingSlice(sliceMs), sliceMs);
      this.timer.unref();
    }
  }

  /** Pings the next share of the sockets, so that each is pinged once per interval. */
  private pingSlice(sliceMs: number): void {
    this.owed = Math.min(
      this.owed + (this.measures.size * sliceMs) / this.intervalMs,
      this.measures.size,
    );
    const count = Math.floor(this.owed + 1e-9); // tenths add up to 0.999…
    this.owed -= count;
    for (let pinged = 0; pinged < count; pinged += 1) {
      let next = this.round.next();
      if (next.done) {
        this.round = this.measures.entries();
        next = this.round.next();
        if (next.done) return;
      }
      const [socket, measure] = next.value;
      ping(socket, measure);
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
