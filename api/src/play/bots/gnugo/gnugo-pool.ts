import type { GnugoState } from './gnugo-state';
import { GtpSession, type GtpSessionOptions } from './gtp-session';

export interface GnugoPoolOptions extends GtpSessionOptions {
  /** at most this many GNU Go processes at once; default 2 */
  size?: number;
}

export interface GnugoPoolStats {
  /** moves being computed now */
  busy: number;
  /** moves waiting for a free engine */
  queued: number;
}

interface Waiter {
  state: GnugoState;
  resolve: (session: GtpSession) => void;
  reject: (error: Error) => void;
}

/**
 * At most `size` GNU Go processes shared by every game. A move goes to a free engine, preferably
 * one whose board already holds its game (then only the new moves are played), else to the one
 * free longest; when all are busy it waits its turn (first come, first served).
 */
export class GnugoPool {
  private readonly size: number;
  private readonly sessions: GtpSession[] = [];
  /** free sessions, the one free longest first */
  private readonly idle: GtpSession[] = [];
  private readonly waiting: Waiter[] = [];
  private busy = 0;
  private closed = false;

  constructor(private readonly options: GnugoPoolOptions) {
    this.size = Math.max(1, options.size ?? 2);
  }

  /** GNU Go's move in the state: an upper-case vertex, 'pass' or 'resign' (see GtpSession). */
  async genmove(state: GnugoState): Promise<string> {
    const session = await this.acquire(state);
    try {
      return await session.genmove(state);
    } finally {
      this.release(session);
    }
  }

  /** The stones GNU Go finds dead in the state's position (see GtpSession.deadStones). */
  async deadStones(state: GnugoState): Promise<string[]> {
    const session = await this.acquire(state);
    try {
      return await session.deadStones(state);
    } finally {
      this.release(session);
    }
  }

  stats(): GnugoPoolStats {
    return { busy: this.busy, queued: this.waiting.length };
  }

  /** Kills every process; waiting and later moves fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('GNU Go pool closed'));
    await Promise.all(this.sessions.map((session) => session.close()));
  }

  private acquire(state: GnugoState): Promise<GtpSession> {
    if (this.closed) return Promise.reject(new Error('GNU Go pool closed'));
    const session = this.freeSessionFor(state);
    if (session !== null) {
      this.busy += 1;
      return Promise.resolve(session);
    }
    return new Promise((resolve, reject) => this.waiting.push({ state, resolve, reject }));
  }

  private freeSessionFor(state: GnugoState): GtpSession | null {
    const holding = this.idle.findIndex((session) => session.holds(state));
    if (holding >= 0) return this.idle.splice(holding, 1)[0];
    if (this.sessions.length < this.size) {
      const session = new GtpSession(this.options);
      this.sessions.push(session);
      return session;
    }
    return this.idle.shift() ?? null;
  }

  private release(session: GtpSession): void {
    this.busy -= 1;
    if (this.closed) {
      void session.close();
      return;
    }
    this.idle.push(session);
    const next = this.waiting.shift();
    if (next === undefined) return;
    const chosen = this.freeSessionFor(next.state) as GtpSession;
    this.busy += 1;
    next.resolve(chosen);
  }
}
