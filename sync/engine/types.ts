import type { SyncCollection, SyncPage, SyncRows } from '@sync/protocol';

/** Where a collection's replica stands. */
export interface StoredCursor {
  /** highest rev applied */
  rev: number;
  /** schema number the stored rows were written with */
  schema: number;
  /** true once the collection was filled up to the server's head at least once */
  complete: boolean;
}

/** The client's replica; the engine never touches rows directly. */
export interface SyncStorage {
  getCursor(collection: SyncCollection): Promise<StoredCursor | undefined>;
  /**
   * Stores a page atomically: its rows, its deletions and the new cursor (rev = page.next,
   * schema = page.schema, complete = !page.hasMore or already complete) all or nothing.
   */
  applyPage<C extends SyncCollection>(collection: C, page: SyncPage<SyncRows[C]>): Promise<void>;
  /** Drops the collection's rows and cursor together. */
  reset(collection: SyncCollection): Promise<void>;
}

/** GET /sync/{collection}?since=&limit=; throws SyncOfflineError when the network is unreachable. */
export interface SyncTransport {
  fetchPage<C extends SyncCollection>(
    collection: C,
    since: number,
    limit?: number,
    signal?: AbortSignal,
  ): Promise<SyncPage<SyncRows[C]>>;
}

/** Changes (rows and tombstones) applied so far out of those the server reported. */
export interface SyncProgress {
  collection: SyncCollection;
  done: number;
  total: number;
}

export interface SyncEngineOptions {
  storage: SyncStorage;
  transport: SyncTransport;
  /** page size asked of the server (default SYNC_PAGE_DEFAULT) */
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
}

export interface SyncCollectionResult {
  collection: SyncCollection;
  /** rows and tombstones applied */
  changes: number;
  /** the server's schema differed from the stored one: the collection was dropped and refilled */
  refilled: boolean;
}
