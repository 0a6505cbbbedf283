import {
  SYNC_PAGE_DEFAULT,
  type SyncCollection,
  type SyncPage,
  type SyncRows,
} from '@sync/protocol';
import type { SyncCollectionResult, SyncEngineOptions } from './types';

/** A page fetched and not applied yet, with the cursor it was fetched after. */
export interface PendingPage {
  collection: SyncCollection;
  since: number;
  page: SyncPage<SyncRows[SyncCollection]>;
  /** the collection was dropped because the server's schema differed */
  refilled: boolean;
}

/** Rows and tombstones in the page plus those the server still has after it. */
export function announcedChanges({ page }: PendingPage): number {
  return page.items.length + page.deleted.length + page.remaining;
}

/**
 * Fetches the page after `since`. When its schema is not `schema` (the one stored), drops the
 * collection and fetches its first page instead.
 */
async function fetchAfter(
  collection: SyncCollection,
  since: number,
  schema: number | undefined,
  refilled: boolean,
  options: SyncEngineOptions,
): Promise<PendingPage> {
  const { storage, transport, pageSize = SYNC_PAGE_DEFAULT, signal } = options;
  signal?.throwIfAborted();
  const page = await transport.fetchPage(collection, since, pageSize, signal);
  if (schema === undefined || page.schema === schema) return { collection, since, page, refilled };
  if (refilled) throw new Error(`The ${collection} schema changed again during its refill`);
  await storage.reset(collection);
  return fetchAfter(collection, 0, undefined, true, options);
}

/** The first page from the stored cursor (from 0 after a schema change). */
export async function fetchFirstPage(
  collection: SyncCollection,
  options: SyncEngineOptions,
): Promise<PendingPage> {
  const cursor = await options.storage.getCursor(collection);
  return fetchAfter(collection, cursor?.rev ?? 0, cursor?.schema, false, options);
}

/**
 * Applies `first`, then fetches and applies the following pages up to the server's head. Each
 * page is stored atomically with its cursor, so a cut anywhere resumes where it stopped.
 */
export async function applyPages(
  first: PendingPage,
  options: SyncEngineOptions,
  onApplied: (applied: number, remaining: number) => void,
): Promise<SyncCollectionResult> {
  const { storage, signal } = options;
  const { collection } = first;
  let pending = first;
  let changes = 0;
  for (;;) {
    const { page, since, refilled } = pending;
    if (page.hasMore && page.next <= since) {
      throw new Error(`The ${collection} sync page after ${since} did not advance the cursor`);
    }
    signal?.throwIfAborted();
    await storage.applyPage(collection, page);
    const applied = page.items.length + page.deleted.length;
    changes += applied;
    onApplied(applied, page.remaining);
    if (!page.hasMore) return { collection, changes, refilled };
    pending = await fetchAfter(collection, page.next, page.schema, refilled, options);
  }
}
