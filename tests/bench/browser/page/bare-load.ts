import { createDatabase } from '@pwa/lib/db';
import { toStoredPlayer } from '@pwa/lib/sync-storage';
import type { SyncRows } from '@sync/protocol';
import type { BareLoadReport } from '../bench-api';
import { rowCounts } from './row-counts';

type Rows = { [C in keyof SyncRows]: SyncRows[C][] };

/**
 * The floor the sync is compared with: the same rows from one file, stored with the same
 * schema and index keys, one bulkPut per table and nothing else.
 */
export async function bareLoad(name: string, rowsUrl: string): Promise<BareLoadReport> {
  const db = createDatabase(name);
  try {
    const start = performance.now();
    const rows = (await (await fetch(rowsUrl)).json()) as Rows;
    const fetched = performance.now();
    const players = rows.players.map(toStoredPlayer);
    const mapped = performance.now();
    await db.locations.bulkPut(rows.locations);
    await db.tournaments.bulkPut(rows.tournaments);
    await db.players.bulkPut(players);
    const ms = performance.now() - start;
    return { ms, fetchMs: fetched - start, mapMs: mapped - fetched, rows: await rowCounts(db) };
  } finally {
    db.close();
  }
}
