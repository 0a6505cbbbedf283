import { rankSortScore } from '@domain/rating/rank';
import { nameWords } from '@domain/text/name-words';
import type { SyncStorage } from '@sync/engine/types';
import type { SyncCollection, SyncPlayer, SyncRows, SyncTournament } from '@sync/protocol';
import type { GoDatabase, StoredLocation, StoredPlayer, StoredTournament } from './db';

type StoredRow = StoredPlayer | StoredTournament | StoredLocation;

/** A player row as stored: with its name-word and rank-sort index keys. */
export function toStoredPlayer(row: SyncPlayer): StoredPlayer {
  return {
    ...row,
    nameWords: nameWords(row.searchText),
    rankScore: row.rank === null ? 0 : rankSortScore(row.rank),
  };
}

/** A tournament row as stored: pinned ones carry the key of the pinned index. */
export function toStoredTournament(row: SyncTournament): StoredTournament {
  return row.pinned ? { ...row, pinnedKey: 1 } : row;
}

function toStoredRows(collection: SyncCollection, items: SyncRows[SyncCollection][]): StoredRow[] {
  if (collection === 'players') return (items as SyncPlayer[]).map(toStoredPlayer);
  if (collection === 'tournaments') return (items as SyncTournament[]).map(toStoredTournament);
  return items as StoredLocation[];
}

/** The engine's storage over the app's Dexie database; each page is one transaction. */
export function createDexieSyncStorage(database: GoDatabase): SyncStorage {
  const tableOf = (collection: SyncCollection) => database.table<StoredRow, number>(collection);
  return {
    getCursor: (collection) => database.syncState.get(collection),

    async applyPage(collection, page) {
      const rows = toStoredRows(collection, page.items);
      const table = tableOf(collection);
      await database.transaction('rw', table, database.syncState, async () => {
        const previous = await database.syncState.get(collection);
        // deletions first: a tombstone older than a re-created row must not remove it
        if (page.deleted.length > 0) await table.bulkDelete(page.deleted);
        if (rows.length > 0) await table.bulkPut(rows);
        await database.syncState.put({
          collection,
          rev: page.next,
          schema: page.schema,
          complete: !page.hasMore || previous?.complete === true,
        });
      });
    },

    async reset(collection) {
      const table = tableOf(collection);
      await database.transaction('rw', table, database.syncState, async () => {
        await table.clear();
        await database.syncState.delete(collection);
      });
    },
  };
}
