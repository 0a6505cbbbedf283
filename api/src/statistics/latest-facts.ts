/** A value and the data revision it was loaded at. */
export interface Loaded<T> {
  revision: number;
  value: T;
}

/**
 * One value per data revision (revisions only grow), loaded once when the revision moves:
 * concurrent callers share the load, a failed load is tried again by the next caller, a value of
 * a newer revision serves an older one. While the value of a new revision is loading, a caller
 * waits at most `patienceMs` and is then given the last loaded value, of an older revision, so a
 * big database never makes a reader wait for seconds after an import; the caller sees which
 * revision it got.
 */
export class LatestFacts<T> {
  private loading: { revision: number; value: Promise<T> } | null = null;
  private loaded: Loaded<T> | null = null;

  constructor(private readonly patienceMs: number) {}

  /** The value of `revision`, or the last loaded one when that takes longer than patienceMs. */
  async get(revision: number, load: () => Promise<T>): Promise<Loaded<T>> {
    if (this.loaded && this.loaded.revision >= revision) return this.loaded;
    const fresh = this.warm(revision, load).then((value) => ({ revision, value }));
    const stale = this.loaded;
    if (!stale) return fresh;
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
    const entry = { revision, value: load() };
    this.loading = entry;
    entry.value.then(
      (value) => {
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
