/**
 * How long a batch of n leaves may take, from the batches already run: a batch is assumed to
 * take no longer than a larger one did, nor longer than a smaller one scaled in proportion
 * (batching only ever saves time per query). The tightest of those bounds is the forecast.
 */
export class BatchTiming {
  /** the longest batch seen of each size */
  private readonly longest = new Map<number, number>();

  record(size: number, ms: number): void {
    this.longest.set(size, Math.max(ms, this.longest.get(size) ?? 0));
  }

  forecast(size: number): number {
    let bound = Infinity;
    for (const [seen, ms] of this.longest) {
      bound = Math.min(bound, seen >= size ? ms : (ms * size) / seen);
    }
    return bound;
  }

  /** The largest batch up to `wanted` that fits in `remainingMs`, 0 when none does. */
  largestWithin(wanted: number, remainingMs: number): number {
    for (let size = wanted; size >= 1; size--) {
      if (this.forecast(size) <= remainingMs) return size;
    }
    return 0;
  }
}
