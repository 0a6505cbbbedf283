import type { SyncCollection, SyncRows } from '@sync/protocol';
import type { StoredCursor, SyncStorage } from '../types';

export interface MemorySyncStorage extends SyncStorage {
  rowsOf<C extends SyncCollection>(collection: C): SyncRows[C][];
}

/** A SyncStorage in memory; applyPage is synchronous, hence atomic. */
export function createMemorySyncStorage(): MemorySyncStorage {
  const rows = new Map<SyncCollection, Map<number, SyncRows[SyncCollection]>>();
  const cursors = new Map<SyncCollection, StoredCursor>();
  const table = (collection: SyncCollection) => {
    const existing = rows.get(collection);
    if (existing) return existing;
    const created = new Map<number, SyncRows[SyncCollection]>();
    rows.set(collection, created);
    return created;
  };
  return {
    getCursor: (collection) => Promise.resolve(cursors.get(collection)),
    applyPage(collection, page) {
      const target = table(collection);
      for (const id of page.deleted) target.delete(id);
      for (const row of page.items) target.set(row.id, structuredClone(row));
      cursors.set(collection, {
        rev: page.next,
        schema: page.schema,
        complete: !page.hasMore || cursors.get(collection)?.complete === true,
      });
      return Promise.resolve();
    },
    reset(collection) {
      rows.delete(collection);
      cursors.delete(collection);
      return Promise.resolve();
    },
    rowsOf<C extends SyncCollection>(collection: C) {
      const stored = [...table(collection).values()] as SyncRows[C][];
      return stored.sort((a, b) => a.id - b.id);
    },
  };
}
