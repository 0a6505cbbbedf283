import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { SyncCollection, SyncLocation, SyncPlayer, SyncTournament } from '@sync/protocol';

/** A replicated player as stored: the sync row plus index keys derived on the client. */
export interface StoredPlayer extends SyncPlayer {
  /** normalised words of every name form, for prefix search (multiEntry index) */
  nameWords: string[];
  /** domain/rating/rank rankSortScore of the declared rank (0 when none) */
  rankScore: number;
}

export type StoredTournament = SyncTournament;
export type StoredLocation = SyncLocation;

/** The sync cursor of one collection. */
export interface SyncCursor {
  collection: SyncCollection;
  /** highest rev applied */
  rev: number;
  /** schema number the stored rows were written with */
  schema: number;
  /** true once the collection was filled up to the server's head at least once */
  complete: boolean;
}

/** An API answer kept for offline use: the key is the request path with its query. */
export interface CachedResponse {
  key: string;
  value: unknown;
  fetchedAt: number;
}

export type GoDatabase = Dexie & {
  players: EntityTable<StoredPlayer, 'id'>;
  tournaments: EntityTable<StoredTournament, 'id'>;
  locations: EntityTable<StoredLocation, 'id'>;
  syncState: EntityTable<SyncCursor, 'collection'>;
  cache: EntityTable<CachedResponse, 'key'>;
};

export const DATABASE_NAME = 'go-federation';

/** The first schema, kept so a browser holding it upgrades (exported for the upgrade's test). */
export const SCHEMA_V1 = {
  players:
    'id, rgfRating, rgfDeviation, egfRating, glickoRating, glickoDeviation, rankScore, lastName, lastNameLatin, startDate, lastUpdate, lastTournamentDate, *nameWords, *locationPath',
  tournaments: 'id, startDate, endDate, status, *locationPath',
  locations: 'id, parentId, kind',
  syncState: 'collection',
  cache: 'key, fetchedAt',
} as const;

/** Opens (or creates) the app's IndexedDB database; `name` differs only in tests and benches. */
export function createDatabase(name = DATABASE_NAME, options?: DexieOptions): GoDatabase {
  const db = new Dexie(name, options) as GoDatabase;
  db.version(1).stores(SCHEMA_V1);
  // The Name sort: last name, then first name (as the API sorts), equal names by id. Version 1
  // stays so a browser holding it upgrades: IndexedDB builds the new indexes from the stored rows.
  db.version(2).stores({
    players:
      'id, rgfRating, rgfDeviation, egfRating, glickoRating, glickoDeviation, rankScore, [lastName+firstName], [lastNameLatin+firstNameLatin], startDate, lastUpdate, lastTournamentDate, *nameWords, *locationPath',
  });
  return db;
}

/** The one database of the running app. */
export const db = createDatabase();
