import { createDatabase } from '@pwa/lib/db';
import { createDexieSyncStorage } from '@pwa/lib/sync-storage';
import { createHttpSyncTransport } from '@pwa/lib/sync-transport';
import { syncAll } from '@sync/engine/sync-engine';
import type { LoadReport } from '../bench-api';
import { rowCounts } from './row-counts';

/** What the app does on its first start: every collection from rev 0, as the app pages it. */
export async function fullSync(name: string): Promise<LoadReport> {
  const db = createDatabase(name);
  try {
    const start = performance.now();
    await syncAll({ storage: createDexieSyncStorage(db), transport: createHttpSyncTransport() });
    const ms = performance.now() - start;
    return { ms, rows: await rowCounts(db) };
  } finally {
    db.close();
  }
}
