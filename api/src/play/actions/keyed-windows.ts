interface Window {
  startedAt: number;
  count: number;
}

/**
 * Counts per key in fixed windows (a window starts with the key's first count after the last
 * one ended): `admit` counts one and says whether it is within the limit. A key's window is one
 * object, reused window after window: no timer and no record per action, which would live for
 * the window and so outlive a young-generation collection. Keys idle for a window are forgotten
 * at the next look, once a window.
 */
export class KeyedWindows<K> {
  private readonly windows = new Map<K, Window>();
  private sweptAt: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweptAt = now();
  }

  admit(key: K): boolean {
    const now = this.now();
    if (now - this.sweptAt >= this.windowMs) this.sweep(now);
    let window = this.windows.get(key);
    if (!window) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    } else if (now - window.startedAt >= this.windowMs) {
      window.startedAt = now;
      window.count = 0;
    }
    window.count++;
    return window.count <= this.limit;
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
