/** A value and the data revision it was loaded at. */
export interface Loaded<T> {
  revision: number;
  value: T;
}

/**
 * One value per data revision (revisions only grow), loaded once when the revision moves:
 * concurrent callers share the load, a failed load is tried again by the next caller, a value of
 * a newer revision serves an older one. When loads are slow (the last one took over `slowMs`: a
 * big database), a caller waits at most `patienceMs` for the value of a new revision and is then
 * given the last loaded value, of an older revision, so an import never makes a reader wait for
 * seconds; the caller sees which revision it got. Quick loads are always waited for.
 */
export class LatestFacts<T> {
  private loading: { revision: number; value: Promise<T> } | null = null;
  private loaded: Loaded<T> | null = null;
  private lastLoadMs = 0;

  constructor(
    private readonly patienceMs: number,
    private readonly slowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value of `revision`, or the last loaded one when that takes longer than patienceMs. */
  async get(revision: number, load: () => Promise<T>): Promise<Loaded<T>> {
    if (this.loaded && this.loaded.revision >= revision) return this.loaded;
    const fresh = this.warm(revision, load).then((value) => ({ revision, value }));
    const stale = this.loaded;
    if (!stale || this.lastLoadMs <= this.slowMs) return fresh;
    // Only the race reports a failure: a load that fails after the patience ran out is retried.
    fresh.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<Loaded<T>>((resolve) => {
      timer = setTimeout(() => resolve(stale), this.patienceMs);
    });
    try {
      return await Promise.race([fresh, patience]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Starts loading `revision` unless it is loaded or loading; resolves when it is loaded. */
  warm(revision: number, load: () => Promise<T>): Promise<T> {
    if (this.loaded && this.loaded.revision >= revision) return Promise.resolve(this.loaded.value);
    if (this.loading && this.loading.revision >= revision) return this.loading.value;
    const started = this.now();
    const entry = { revision, value: load() };
    this.loading = entry;
    entry.value.then(
      (value) => {
        this.lastLoadMs = this.now() - started;
        if (!this.loaded || this.loaded.revision < revision) this.loaded = { revision, value };
        if (this.loading === entry) this.loading = null;
      },
      () => {
        if (this.loading === entry) this.loading = null;
      },
    );
    return entry.value;
  }
}
