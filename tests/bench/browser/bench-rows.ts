import { writeFileSync } from 'node:fs';
import {
  SYNC_COLLECTIONS,
  SYNC_PAGE_MAX,
  type SyncCollection,
  type SyncPage,
} from '@sync/protocol';

async function allRows(apiBase: string, collection: SyncCollection): Promise<unknown[]> {
  const rows: unknown[] = [];
  let since = 0;
  for (;;) {
    const response = await fetch(
      `${apiBase}/sync/${collection}?since=${since}&limit=${SYNC_PAGE_MAX}`,
    );
    if (!response.ok) throw new Error(`GET sync/${collection}: ${response.status}`);
    const page = (await response.json()) as SyncPage<unknown>;
    rows.push(...page.items);
    if (!page.hasMore) return rows;
    since = page.next;
  }
}

/** Writes every row the sync API serves into one JSON file, by collection. */
export async function writeBenchRows(apiBase: string, path: string): Promise<void> {
  const entries = await Promise.all(
    SYNC_COLLECTIONS.map(async (collection) => [collection, await allRows(apiBase, collection)]),
  );
  writeFileSync(path, JSON.stringify(Object.fromEntries(entries)));
}
