/** setTimeout's limit is ~24.8 days; a farther deadline is looked at again after a day. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * Deadlines by key (a game's next timeout) on one Node timer, set for the earliest. Moving a
 * key's deadline stores a number: no timer, closure or list is made per move, each of which
 * would live until the game's next move and so outlive a young-generation collection. When the
 * timer comes, the keys due are handed to `due` (and forgotten); one that moved later meanwhile
 * waits for its own time.
 */
export class DeadlineTimer<K> {
  private readonly deadlines = new Map<K, number>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;

  constructor(
    private readonly due: (key: K) => void,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.deadlines.size;
  }

  has(key: K): boolean {
    return this.deadlines.has(key);
  }

  set(key: K, at: number): void {
    this.deadlines.set(key, at);
    if (at < this.timerAt) this.arm(at);
  }

  delete(key: K): void {
    this.deadlines.delete(key);
  }

  clear(): void {
    this.deadlines.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  private arm(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    const wait = Math.min(Math.max(0, at - this.now()), LONGEST_WAIT_MS);
    this.timer = setTimeout(() => this.ring(), wait);
    this.timer.unref();
  }

  private ring(): void {
    this.timer = null;
    this.timerAt = Infinity;
    const now = this.now();
    const dueKeys: K[] = [];
    let next = Infinity;
    for (const [key, at] of this.deadlines) {
      if (at <= now) dueKeys.push(key);
      else if (at < next) next = at;
    }
    for (const key of dueKeys) this.deadlines.delete(key);
    if (next < Infinity) this.arm(next);
    for (const key of dueKeys) this.due(key);
  }
}
