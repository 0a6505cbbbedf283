/**
 * A socket's messages in the current second: `admit` counts one and says whether it is within
 * the limit. Kept on the socket itself (no timer, no promise, nothing to forget at its close),
 * as a fixed window that starts with the first message after the last window ended.
 */
export class MessageWindow {
  private startedAt = -Infinity;
  private count = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  admit(): boolean {
    const now = this.now();
    if (now - this.startedAt >= 1000) {
      this.startedAt = now;
      this.count = 0;
    }
    this.count++;
    return this.count <= this.perSecond;
  }
}
