/** One ping's answer: when it left, when the pong came back, the server's time in the pong. */
export interface PingSample {
  sentAt: number;
  receivedAt: number;
  serverTime: number;
}

/** How many of the latest samples the estimate looks at. */
export const SAMPLES_KEPT = 8;

/** The latest samples with a new one, at most SAMPLES_KEPT. */
export function withSample(samples: readonly PingSample[], sample: PingSample): PingSample[] {
  return [...samples, sample].slice(-SAMPLES_KEPT);
}

export interface ClockSync {
  /** add to Date.now() to get the server's time (ms) */
  offset: number;
  /** the one-way lag (half the round trip, ms) the server is told with each action */
  lagMs: number;
}

/**
 * The server clock's offset and the lag from the latest pings. The quickest round trip is the
 * one least delayed on either way, so its midpoint is the best guess of when the server read its
 * clock; the lag is half the latest round trip, as the network is now.
 */
export function estimateClockSync(samples: readonly PingSample[]): ClockSync {
  if (samples.length === 0) return { offset: 0, lagMs: 0 };
  const roundTrip = (sample: PingSample) => Math.max(0, sample.receivedAt - sample.sentAt);
  const best = samples.reduce((a, b) => (roundTrip(b) < roundTrip(a) ? b : a));
  const latest = samples[samples.length - 1];
  return {
    offset: Math.round(best.serverTime - (best.sentAt + roundTrip(best) / 2)),
    lagMs: Math.round(roundTrip(latest) / 2),
  };
}
