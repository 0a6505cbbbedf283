import type { SyncCollection } from '@sync/protocol';
import { announcedChanges, applyPages, fetchFirstPage, type PendingPage } from './collection-pages';
import { createProgressTracker } from './progress-tracker';
import type { SyncCollectionResult, SyncEngineOptions, SyncStorage } from './types';

export type { SyncCollectionResult, SyncEngineOptions } from './types';

/** The order of a full sync: tournaments and players refer to locations. */
export const SYNC_ORDER = [
  'locations',
  'tournaments',
  'players',
] as const satisfies readonly SyncCollection[];

/**
 * Fetches the first page of every collection first, so progress is reported against the total
 * they announce from the start, then applies each collection in turn from its fetched page.
 */
async function syncInOrder(
  collections: readonly SyncCollection[],
  options: SyncEngineOptions,
): Promise<SyncCollectionResult[]> {
  const firstPages: PendingPage[] = [];
  for (const collection of collections) {
    firstPages.push(await fetchFirstPage(collection, options));
  }
  const progress = createProgressTracker(firstPages.map(announcedChanges), options.onProgress);
  const results: SyncCollectionResult[] = [];
  for (const first of firstPages) {
    progress.begin(announcedChanges(first));
    const result = await applyPages(first, options, (applied, remaining) =>
      progress.applied(first.collection, applied, remaining),
    );
    results.push(result);
  }
  return results;
}

/** Brings one collection up to the server's head, page by page from the stored cursor. */
export async function syncCollection(
  collection: SyncCollection,
  options: SyncEngineOptions,
): Promise<SyncCollectionResult> {
  const [result] = await syncInOrder([collection], options);
  return result;
}

/**
 * Syncs every replicated collection in SYNC_ORDER. Progress is overall: done counts the changes
 * applied in every collection, total those the first pages announced (grown if more came).
 */
export function syncAll(options: SyncEngineOptions): Promise<SyncCollectionResult[]> {
  return syncInOrder(SYNC_ORDER, options);
}

/** True once every collection was filled up to the server's head at least once. */
export async function isFullyReplicated(storage: SyncStorage): Promise<boolean> {
  const cursors = await Promise.all(SYNC_ORDER.map((c) => storage.getCursor(c)));
  return cursors.every((cursor) => cursor?.complete === true);
}
