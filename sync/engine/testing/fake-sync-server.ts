import { SYNC_SCHEMA, type SyncCollection, type SyncPage, type SyncRows } from '@sync/protocol';
import type { SyncTransport } from '../types';

type RowsByCollection = { [C in SyncCollection]: Map<number, SyncRows[C]> };

export interface FetchCall {
  collection: SyncCollection;
  since: number;
  limit: number | undefined;
}

/**
 * The server side of the sync protocol in memory: one global rev counter, tombstones on delete,
 * pages by rev ascending, a schema number per collection.
 */
export class FakeSyncServer {
  private rev = 0;
  private readonly rows: RowsByCollection = {
    players: new Map(),
    tournaments: new Map(),
    locations: new Map(),
  };
  private readonly tombstones: Record<SyncCollection, Map<number, number>> = {
    players: new Map(),
    tournaments: new Map(),
    locations: new Map(),
  };
  readonly schema: Record<SyncCollection, number> = { ...SYNC_SCHEMA };

  /** Inserts or updates a row with the next rev. */
  put<C extends SyncCollection>(collection: C, row: SyncRows[C]): SyncRows[C] {
    const stored = { ...row, rev: ++this.rev };
    this.rows[collection].set(row.id, stored);
    this.tombstones[collection].delete(row.id);
    return stored;
  }

  remove(collection: SyncCollection, id: number): void {
    this.rows[collection].delete(id);
    this.tombstones[collection].set(id, ++this.rev);
  }

  /** A new row shape: every row is rewritten and old tombstones are gone. */
  changeSchema(collection: SyncCollection): void {
    this.schema[collection] += 1;
    this.tombstones[collection].clear();
    for (const row of [...this.rows[collection].values()]) this.put(collection, row);
  }

  /** Drops a row without a tombstone (only a schema change lets clients notice). */
  forget(collection: SyncCollection, id: number): void {
    this.rows[collection].delete(id);
  }

  rowsOf<C extends SyncCollection>(collection: C): SyncRows[C][] {
    return [...this.rows[collection].values()].sort((a, b) => a.id - b.id);
  }

  page<C extends SyncCollection>(
    collection: C,
    since: number,
    limit: number,
  ): SyncPage<SyncRows[C]> {
    const rowMap: Map<number, SyncRows[C]> = this.rows[collection];
    const changes = [
      ...[...rowMap.values()].map((row) => ({ rev: row.rev, id: row.id, row })),
      ...[...this.tombstones[collection]].map(([id, rev]) => ({ rev, id, row: undefined })),
    ]
      .filter((change) => change.rev > since)
      .sort((a, b) => a.rev - b.rev);
    const taken = changes.slice(0, limit);
    const items: SyncRows[C][] = [];
    const deleted: number[] = [];
    for (const change of taken) {
      if (change.row) items.push(change.row);
      else deleted.push(change.id);
    }
    return {
      items,
      deleted,
      next: taken.at(-1)?.rev ?? since,
      hasMore: changes.length > taken.length,
      remaining: changes.length - taken.length,
      schema: this.schema[collection],
    };
  }
}

export interface FakeTransport extends SyncTransport {
  readonly calls: FetchCall[];
  /** the 1-based number of the next call that throws `error` (once) */
  failOnCall(call: number, error: unknown): void;
}

/** A transport over a FakeSyncServer that records its calls and can fail one on demand. */
export function createFakeTransport(server: FakeSyncServer, defaultLimit = 5): FakeTransport {
  const calls: FetchCall[] = [];
  let failure: { call: number; error: unknown } | undefined;
  return {
    calls,
    failOnCall(call, error) {
      failure = { call, error };
    },
    fetchPage(collection, since, limit) {
      calls.push({ collection, since, limit });
      if (failure?.call === calls.length) {
        const { error } = failure;
        failure = undefined;
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return Promise.resolve(server.page(collection, since, limit ?? defaultLimit));
    },
  };
}
