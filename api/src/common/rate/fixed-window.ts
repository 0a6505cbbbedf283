/**
 * Counts in a fixed window that starts with the first count after the last window ended:
 * `admit` counts one and says whether it is within the limit. One object for as long as its
 * owner lives (a socket, a key of KeyedWindows): no timer, no promise, no record per count.
 */
export class FixedWindow {
  private startedAt = -Infinity;
  private count = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  admit(): boolean {
    const now = this.now();
    if (this.endedBy(now)) {
      this.startedAt = now;
      this.count = 0;
    }
    this.count++;
    return this.count <= this.limit;
  }

  /** Whether the window had ended by `now` (the next count starts a new one). */
  endedBy(now: number): boolean {
    return now - this.startedAt >= this.windowMs;
  }
}
