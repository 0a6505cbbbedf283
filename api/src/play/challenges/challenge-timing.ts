import type { Provider } from '@nestjs/common';

export interface ChallengeTimingValues {
  /** a creator not seen for this long loses their open challenges */
  absenceMs: number;
  /** how often an instance expires the challenges of absent creators */
  sweepIntervalMs: number;
  /** how often an open stream gets a comment, so proxies keep it */
  heartbeatMs: number;
  /** how often an instance marks the signed-in users of its open streams as present */
  seenRefreshMs: number;
  /** how often an instance reads the event log without a nudge (a lost message) */
  pollMs: number;
  /** how long lobby events are kept for streams resuming with Last-Event-ID */
  eventKeepMs: number;
}

export const DEFAULT_CHALLENGE_TIMING: ChallengeTimingValues = {
  absenceMs: 10 * 60_000,
  sweepIntervalMs: 30_000,
  heartbeatMs: 15_000,
  seenRefreshMs: 60_000,
  pollMs: 5_000,
  eventKeepMs: 24 * 60 * 60_000,
};

/**
 * The lobby's intervals. Tests shorten them with `update`, which restarts the timers that use
 * them.
 */
export class ChallengeTiming {
  private readonly listeners = new Set<() => void>();

  constructor(private current: ChallengeTimingValues = DEFAULT_CHALLENGE_TIMING) {}

  get values(): Readonly<ChallengeTimingValues> {
    return this.current;
  }

  update(changes: Partial<ChallengeTimingValues>): void {
    this.current = { ...this.current, ...changes };
    for (const listener of this.listeners) listener();
  }

  /** Returns the function that stops listening. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

export const CHALLENGE_TIMING_PROVIDER: Provider = {
  provide: ChallengeTiming,
  useFactory: () => new ChallengeTiming(),
};
