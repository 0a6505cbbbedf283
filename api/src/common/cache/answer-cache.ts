/**
 * Answers by key for one data revision, the least recently used forgotten beyond `capacity`.
 * A new revision empties it, so an answer never outlives the data it was computed from. Answers
 * are kept as promises: concurrent requests for the same key share one computation.
 */
export class AnswerCache<T> {
  private revision: string | null = null;
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(revision: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (revision !== this.revision) {
      this.entries.clear();
      this.revision = revision;
    }
    let answer = this.entries.get(key);
    if (answer) {
      this.entries.delete(key);
    } else {
      answer = compute();
      answer.catch(() => {
        if (this.entries.get(key) === answer) this.entries.delete(key);
      });
      if (this.entries.size >= this.capacity)
        this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, answer);
    return answer;
  }
}
