/**
 * Waiting items shared fairly between their owners: each owner's items in the order they came,
 * the owners in turn (one item each, round robin), so one account's many waiting moves never
 * keep another account's single move behind them. An owner that comes back joins at the end.
 */
export class RoundRobinQueue<T> {
  /** the owners with items waiting, the next to be served first (Map keeps insertion order) */
  private readonly owners = new Map<number, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(owner: number, item: T): void {
    const items = this.owners.get(owner);
    if (items) items.push(item);
    else this.owners.set(owner, [item]);
    this.count += 1;
  }

  /** The next owner's first item; that owner then goes to the back of the turn. */
  shift(): T | undefined {
    const next = this.owners.entries().next();
    if (next.done) return undefined;
    const [owner, items] = next.value;
    const item = items.shift() as T;
    this.owners.delete(owner);
    if (items.length > 0) this.owners.set(owner, items);
    this.count -= 1;
    return item;
  }

  /** Takes an item out (one that stopped waiting); false when it was not there. */
  remove(owner: number, item: T): boolean {
    const items = this.owners.get(owner);
    const index = items ? items.indexOf(item) : -1;
    if (!items || index < 0) return false;
    items.splice(index, 1);
    if (items.length === 0) this.owners.delete(owner);
    this.count -= 1;
    return true;
  }
}
