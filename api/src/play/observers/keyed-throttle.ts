interface Entry {
  lastRun: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Runs a key's task at most once per interval, whatever the number of changes: the first change
 * after a quiet interval runs on the next turn of the event loop, the changes within an interval
 * after a run together at its end.
 */
export class KeyedThrottle<K> {
  private readonly entries = new Map<K, Entry>();

  constructor(
    private readonly intervalMs: number,
    private readonly run: (key: K) => void,
    private readonly now: () => number = Date.now,
  ) {}

  schedule(key: K): void {
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = { lastRun: -Infinity, timer: null }));
    if (entry.timer) return;
    const delay = Math.max(0, entry.lastRun + this.intervalMs - this.now());
    const scheduled = entry;
    entry.timer = setTimeout(() => {
      scheduled.timer = null;
      scheduled.lastRun = this.now();
      this.run(key);
    }, delay);
    entry.timer.unref();
  }

  /** Forgets the keys that ran longer than an interval ago and wait for nothing. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (!entry.timer && now - entry.lastRun >= this.intervalMs) this.entries.delete(key);
    }
  }

  stop(): void {
    for (const entry of this.entries.values()) if (entry.timer) clearTimeout(entry.timer);
    this.entries.clear();
  }
}
