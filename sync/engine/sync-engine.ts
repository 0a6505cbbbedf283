import { SYNC_PAGE_DEFAULT, type SyncCollection } from '@sync/protocol';
import type { SyncProgress, SyncStorage, SyncTransport } from './types';

/** The order of a full sync: tournaments and players refer to locations. */
export const SYNC_ORDER = [
  'locations',
  'tournaments',
  'players',
] as const satisfies readonly SyncCollection[];

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

/**
 * Brings one collection up to the server's head, page by page from the stored cursor. Each page
 * is stored atomically with its cursor, so a cut anywhere resumes where it stopped.
 */
export async function syncCollection(
  collection: SyncCollection,
  options: SyncEngineOptions,
): Promise<SyncCollectionResult> {
  const { storage, transport, pageSize = SYNC_PAGE_DEFAULT, signal, onProgress } = options;
  const cursor = await storage.getCursor(collection);
  let since = cursor?.rev ?? 0;
  let schema = cursor?.schema;
  let refilled = false;
  let done = 0;
  let total: number | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const page = await transport.fetchPage(collection, since, pageSize, signal);
    if (schema !== undefined && schema !== page.schema) {
      if (refilled) throw new Error(`The ${collection} schema changed again during its refill`);
      await storage.reset(collection);
      refilled = true;
      since = 0;
      schema = undefined;
      continue;
    }
    if (page.hasMore && page.next <= since) {
      throw new Error(`The ${collection} sync page after ${since} did not advance the cursor`);
    }
    signal?.throwIfAborted();
    await storage.applyPage(collection, page);
    schema = page.schema;
    done += page.items.length + page.deleted.length;
    // rows changed on the server while we sync can make the first estimate too small
    total = Math.max(total ?? 0, done + page.remaining);
    onProgress?.({ collection, done, total });
    if (!page.hasMore) return { collection, changes: done, refilled };
    since = page.next;
  }
}

/**
 * Syncs every replicated collection in SYNC_ORDER. Progress is cumulative: done and total add
 * up the collections synced so far and the current one (later ones are not known yet).
 */
export async function syncAll(options: SyncEngineOptions): Promise<SyncCollectionResult[]> {
  const { onProgress } = options;
  const results: SyncCollectionResult[] = [];
  let before = { done: 0, total: 0 };
  for (const collection of SYNC_ORDER) {
    let current = { done: 0, total: 0 };
    const result = await syncCollection(collection, {
      ...options,
      onProgress: (progress) => {
        current = progress;
        onProgress?.({
          collection,
          done: before.done + progress.done,
          total: before.total + progress.total,
        });
      },
    });
    before = { done: before.done + current.done, total: before.total + current.total };
    results.push(result);
  }
  return results;
}

/** True once every collection was filled up to the server's head at least once. */
export async function isFullyReplicated(storage: SyncStorage): Promise<boolean> {
  const cursors = await Promise.all(SYNC_ORDER.map((c) => storage.getCursor(c)));
  return cursors.every((cursor) => cursor?.complete === true);
}
