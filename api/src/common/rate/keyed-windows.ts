import { FixedWindow } from './fixed-window';

/**
 * A FixedWindow per key, made at the key's first count and reused window after window: no timer
 * and no record per count, which would live for the window and so outlive a young-generation
 * collection. Keys whose window has ended are forgotten at the next look, once a window.
 */
export class KeyedWindows<K> {
  private readonly windows = new Map<K, FixedWindow>();
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
      window = new FixedWindow(this.limit, this.windowMs, this.now);
      this.windows.set(key, window);
    }
    return window.admit();
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, window] of this.windows) {
      if (window.endedBy(now)) this.windows.delete(key);
    }
  }
}
