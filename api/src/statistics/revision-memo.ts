/**
 * One value per data revision, loaded on first use after the revision moves; concurrent callers
 * share the load, and a failed load is tried again by the next caller.
 */
export class RevisionMemo<T> {
  private current: { revision: string; value: Promise<T> } | null = null;

  get(revision: string, load: () => Promise<T>): Promise<T> {
    if (this.current?.revision !== revision) {
      const value = load();
      const entry = { revision, value };
      value.catch(() => {
        if (this.current === entry) this.current = null;
      });
      this.current = entry;
    }
    return this.current.value;
  }
}
