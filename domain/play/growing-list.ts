/**
 * A list that only grows at its end, whose versions are never changed: each version reads its
 * own `length` of an array it shares with the versions before and after it. Adding to the
 * newest version writes into that array (no earlier version reads that far); adding to an older
 * one copies its part. A game kept in memory so adds a number a move instead of copying all its
 * earlier ones. Plain data, so it passes to a worker as it is.
 */
export interface GrowingList<T> {
  readonly items: readonly T[];
  readonly length: number;
}

export function emptyList<T>(): GrowingList<T> {
  return { items: [], length: 0 };
}

export function listOf<T>(items: readonly T[]): GrowingList<T> {
  return { items: items.slice(), length: items.length };
}

export function appended<T>(list: GrowingList<T>, item: T): GrowingList<T> {
  const shared = list.items.length === list.length;
  const items = (shared ? list.items : list.items.slice(0, list.length)) as T[];
  items.push(item);
  return { items, length: list.length + 1 };
}

export function listIncludes<T>(list: GrowingList<T>, item: T): boolean {
  for (let index = 0; index < list.length; index++) {
    if (list.items[index] === item) return true;
  }
  return false;
}

export function listItems<T>(list: GrowingList<T>): T[] {
  return list.items.slice(0, list.length);
}

export function lastItem<T>(list: GrowingList<T>): T | undefined {
  return list.length === 0 ? undefined : list.items[list.length - 1];
}
