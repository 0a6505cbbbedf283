import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDatabase,
  SCHEMA_V1,
  SCHEMA_VERSION,
  type GoDatabase,
  type StoredPlayer,
} from '@pwa/lib/db';
import type { PlayerSort } from './players-query';
import { queryPlayers } from './query-players';
import { makeStoredPlayer, openTestDatabase } from './players-test-data';

const NAMES = [
  ['Ким', 'Ян', 'Kim', 'Yan'],
  ['Иванов', 'Пётр', 'Ivanov', 'Petr'],
  ['Иванов', 'Анна', 'Ivanov', 'Anna'],
  ['Иванова', 'Анна', 'Ivanova', 'Anna'],
] as const;

/** 120 players sharing four whole names, stored in an order that is neither by name nor by id. */
const players: StoredPlayer[] = Array.from({ length: 120 }, (_, i) => {
  const id = ((i * 37) % 120) + 1;
  const [lastName, firstName, lastNameLatin, firstNameLatin] = NAMES[id % NAMES.length];
  return makeStoredPlayer({ id, lastName, firstName, lastNameLatin, firstNameLatin });
});

/** Last name, then first name, then id: the order the API's name sorts give. */
function expected(sort: PlayerSort): number[] {
  const latin = sort.script === 'latin';
  const key = (p: StoredPlayer) =>
    latin ? [p.lastNameLatin, p.firstNameLatin] : [p.lastName, p.firstName];
  const ids = [...players]
    .sort((a, b) => {
      const [al, af] = key(a);
      const [bl, bf] = key(b);
      return al < bl ? -1 : al > bl ? 1 : af < bf ? -1 : af > bf ? 1 : a.id - b.id;
    })
    .map((p) => p.id);
  return sort.direction === 'desc' ? ids.reverse() : ids;
}

const SORTS: PlayerSort[] = [
  { key: 'name', direction: 'asc' },
  { key: 'name', direction: 'desc' },
  { key: 'name', direction: 'asc', script: 'latin' },
  { key: 'name', direction: 'desc', script: 'latin' },
];

describe('the Name sort offline', () => {
  let db: GoDatabase | undefined;

  afterEach(async () => {
    db?.close();
    await db?.delete();
    db = undefined;
  });

  it('orders by last name, then first name, equal names by id, the same on every "load more"', async () => {
    db = await openTestDatabase('name-sort-pages');
    await db.players.bulkPut(players);
    for (const sort of SORTS) {
      const all = expected(sort);
      // "Load more" asks again with a limit 50 larger: each answer extends the one before.
      let shown: number[] = [];
      for (const limit of [50, 100, 150]) {
        const result = await queryPlayers(db, {}, sort, limit);
        const ids = result.players.map((p) => p.id);
        const label = `${sort.script ?? 'cyrillic'} ${sort.direction} ${limit}`;
        expect(ids.slice(0, shown.length), label).toEqual(shown);
        expect(ids, label).toEqual(all.slice(0, limit));
        expect(result.hasMore, label).toBe(limit < all.length);
        shown = ids;
      }
      expect(new Set(shown).size).toBe(players.length);
    }
  });

  it('keeps the order with a name filter (the candidates sorted in memory)', async () => {
    db = await openTestDatabase('name-sort-filtered');
    await db.players.bulkPut(players);
    for (const sort of SORTS) {
      const result = await queryPlayers(db, { names: ['ivanov'] }, sort, 50);
      const ivanovs = expected(sort).filter((id) =>
        players.find((p) => p.id === id)?.lastNameLatin.startsWith('Ivanov'),
      );
      expect(result.players.map((p) => p.id)).toEqual(ivanovs.slice(0, 50));
    }
  });

  it('works in a database a browser stored with schema version 1 (upgraded in place)', async () => {
    const name = 'name-sort-upgrade';
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(1).stores(SCHEMA_V1);
    await old.table('players').bulkPut(players);
    await old
      .table('syncState')
      .put({ collection: 'players', rev: 120, schema: 1, complete: true });
    old.close();

    db = createDatabase(name, { indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.players.count()).toBe(players.length);
    expect(await db.syncState.get('players')).toMatchObject({ rev: 120, complete: true });
    const result = await queryPlayers(db, {}, SORTS[0], 50);
    expect(result.players.map((p) => p.id)).toEqual(expected(SORTS[0]).slice(0, 50));
  });
});
