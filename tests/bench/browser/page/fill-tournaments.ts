import { db } from '@pwa/lib/db';
import { createDexieSyncStorage } from '@pwa/lib/sync-storage';
import { createHttpSyncTransport } from '@pwa/lib/sync-transport';
import { syncCollection } from '@sync/engine/sync-engine';

/**
 * Fills the app's own database (the one the tournament list's hooks read) with the places and
 * tournaments of the bench API, through the app's sync engine. Resolves with the tournaments held.
 */
export async function fillTournaments(): Promise<number> {
  const options = { storage: createDexieSyncStorage(db), transport: createHttpSyncTransport() };
  await syncCollection('locations', options);
  await syncCollection('tournaments', options);
  return db.tournaments.count();
}
