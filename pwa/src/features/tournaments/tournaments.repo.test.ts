import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareInMode } from '@domain/tournament/grouping';
import type { SyncTournament } from '@sync/protocol';
import {
  createDatabase,
  SCHEMA_VERSION,
  type GoDatabase,
  type StoredTournament,
} from '@pwa/lib/db';
import { makeLocation, openTestDatabase } from '@pwa/lib/players-query/players-test-data';
import { createDexieSyncStorage, toStoredTournament } from '@pwa/lib/sync-storage';
import {
  queryPinnedTournaments,
  queryTournaments,
  tournamentsReplica,
  tournamentYears,
  type TournamentFilter,
} from './tournaments.repo';

function makeTournament(
  overrides: Partial<SyncTournament> & Pick<SyncTournament, 'id' | 'startDate' | 'status'>,
): StoredTournament {
  return toStoredTournament({
    rev: overrides.id,
    code: null,
    title: `Турнир ${overrides.id}`,
    titleLatin: `Tournament ${overrides.id}`,
    endDate: overrides.startDate,
    tournamentClass: null,
    federation: 'rgf',
    ranked: true,
    online: false,
    rounds: 5,
    handicapRule: null,
    komi: 6.5,
    boardSize: 19,
    teamSize: 1,
    timeControl: null,
    pinned: false,
    playerCount: 20,
    gameCount: 50,
    locationId: null,
    locationPath: [],
    ...overrides,
  });
}

const locations = [
  makeLocation({ id: 1, name: 'Россия', nameLatin: 'Russia', code: 'RU' }),
  makeLocation({ id: 2, parentId: 1, kind: 'city', name: 'Москва', nameLatin: 'Moscow' }),
  makeLocation({ id: 3, parentId: 1, kind: 'city', name: 'Казань', nameLatin: 'Kazan' }),
  makeLocation({ id: 4, name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' }),
];

const MOSCOW = [1, 2];
const KAZAN = [1, 3];
const MINSK = [4];

const known = [
  makeTournament({ id: 1, startDate: '2023-03-04', status: 'ended', locationPath: MOSCOW }),
  makeTournament({
    id: 2,
    startDate: '2023-03-18',
    status: 'ended',
    title: 'Кубок Казани',
    titleLatin: 'Kazan Cup',
    locationPath: KAZAN,
    online: true,
  }),
  makeTournament({ id: 3, startDate: '2024-05-01', status: 'ended', locationPath: MINSK }),
  makeTournament({ id: 4, startDate: '2024-05-10', status: 'active', endDate: '2024-05-20' }),
  makeTournament({ id: 5, startDate: '2024-05-03', status: 'processing', ranked: false }),
  makeTournament({ id: 6, startDate: '2024-05-12', status: 'ended', pinned: true }),
  makeTournament({ id: 7, startDate: '2024-05-25', status: 'scheduled', locationPath: MOSCOW }),
  makeTournament({ id: 8, startDate: '2024-06-08', status: 'scheduled', pinned: true }),
  makeTournament({ id: 9, startDate: '2024-06-01', status: 'scheduled' }),
];

const PAST: TournamentFilter = {
  mode: 'past',
  year: null,
  title: '',
  locations: [],
  status: null,
  ranked: null,
  online: null,
  admin: false,
};
const UPCOMING: TournamentFilter = { ...PAST, mode: 'upcoming' };

describe('queryTournaments on a few tournaments (read through an index, sorted in memory)', () => {
  let db: GoDatabase;

  beforeAll(async () => {
    db = await openTestDatabase('tournaments-repo-small');
    await db.locations.bulkPut(locations);
    await db.tournaments.bulkPut(known);
  });

  afterAll(async () => {
    db.close();
    await db.delete();
  });

  async function ids(filter: TournamentFilter, limit = 50, script: 'latin' | 'cyrillic' = 'latin') {
    return (await queryTournaments(db, filter, script, limit)).tournaments.map((t) => t.id);
  }

  it('lists Past and Upcoming in their orders', async () => {
    // running first within a month, pinned ones in their place by date; 5 is being processed
    expect(await ids(PAST)).toEqual([4, 6, 3, 2, 1]);
    expect(await ids(UPCOMING)).toEqual([4, 7, 9, 8]);
  });

  it('lists the tournaments being processed in Past in the admin’s view only', async () => {
    expect(await ids({ ...PAST, admin: true })).toEqual([4, 6, 5, 3, 2, 1]);
    expect(await ids({ ...UPCOMING, admin: true })).toEqual([4, 7, 9, 8]);
  });

  it('lists the pinned ones of the mode and the filters, for the top of the page', async () => {
    const pinned = async (filter: TournamentFilter) =>
      (await queryPinnedTournaments(db, filter, 'latin')).map((t) => t.id);
    expect(await pinned(PAST)).toEqual([6]);
    expect(await pinned(UPCOMING)).toEqual([8]);
    expect(await pinned({ ...PAST, year: 2023 })).toEqual([]);
  });

  it('cuts at the limit and says whether there is more', async () => {
    expect(await queryTournaments(db, PAST, 'latin', 2)).toMatchObject({ hasMore: true });
    expect(await ids(PAST, 2)).toEqual([4, 6]);
    expect((await queryTournaments(db, UPCOMING, 'latin', 4)).hasMore).toBe(false);
  });

  it('narrows by year, status, ranked and online', async () => {
    expect(await ids({ ...PAST, year: 2023 })).toEqual([2, 1]);
    expect(await ids({ ...PAST, year: 2022 })).toEqual([]);
    expect(await ids({ ...PAST, admin: true, status: 'processing' })).toEqual([5]);
    // not in the public's view: the status is ignored
    expect(await ids({ ...PAST, status: 'processing' })).toEqual([4, 6, 3, 2, 1]);
    expect(await ids({ ...UPCOMING, status: 'active' })).toEqual([4]);
    // a status of the other mode is ignored
    expect(await ids({ ...UPCOMING, status: 'ended' })).toEqual([4, 7, 9, 8]);
    expect(await ids({ ...PAST, ranked: false })).toEqual([]);
    expect(await ids({ ...PAST, admin: true, ranked: false })).toEqual([5]);
    expect(await ids({ ...PAST, online: true })).toEqual([2]);
    expect(await ids({ ...PAST, online: false, year: 2023 })).toEqual([1]);
  });

  it('finds a title substring in either script, case and ё aside', async () => {
    expect(await ids({ ...PAST, title: 'kazan' })).toEqual([2]);
    expect(await ids({ ...PAST, title: 'КАЗАН' })).toEqual([2]);
    expect(await ids({ ...PAST, title: 'урнир 1' })).toEqual([1]);
    expect(await ids({ ...PAST, title: 'nothing like it' })).toEqual([]);
  });

  it('narrows by places, a country taking its cities, several at once', async () => {
    expect(await ids({ ...PAST, locations: [2] })).toEqual([1]);
    expect(await ids({ ...PAST, locations: [1] })).toEqual([2, 1]);
    expect(await ids({ ...PAST, locations: [1, 2] })).toEqual([2, 1]);
    expect(await ids({ ...PAST, locations: [3, 4] })).toEqual([3, 2]);
    expect(await ids({ ...UPCOMING, locations: [1] })).toEqual([7]);
  });

  it('knows the years and whether the replica is there', async () => {
    expect(await tournamentYears(db)).toEqual({ first: 2023, last: 2024 });
    expect(await tournamentsReplica(db)).toEqual({ empty: false, complete: false });
    await db.syncState.put({ collection: 'tournaments', rev: 9, schema: 1, complete: true });
    expect(await tournamentsReplica(db)).toEqual({ empty: false, complete: true });
  });
});

describe('queryPinnedTournaments reads the sparse index of pinned rows', () => {
  let db: GoDatabase;
  const pinned = async (filter: TournamentFilter) =>
    (await queryPinnedTournaments(db, filter, 'latin')).map((t) => t.id);

  beforeAll(async () => {
    db = await openTestDatabase('tournaments-repo-pinned');
    await db.tournaments.bulkPut(known);
  });

  afterAll(async () => {
    db.close();
    await db.delete();
  });

  it('holds only the pinned rows; a sync that unpins or pins a row moves it', async () => {
    expect(await db.tournaments.where('pinnedKey').equals(1).primaryKeys()).toEqual([6, 8]);
    const sync = createDexieSyncStorage(db);
    const page = (items: SyncTournament[]) => ({
      items,
      deleted: [],
      next: 20,
      hasMore: false,
      remaining: 0,
      schema: 1,
    });
    const unpinned: StoredTournament = { ...known.find((t) => t.id === 8)!, pinned: false };
    delete unpinned.pinnedKey;
    await sync.applyPage('tournaments', page([unpinned]));
    expect(await pinned(UPCOMING)).toEqual([]);
    const fresh = makeTournament({ id: 11, startDate: '2024-07-01', status: 'scheduled' });
    await sync.applyPage('tournaments', page([{ ...fresh, pinned: true }]));
    expect(await pinned(UPCOMING)).toEqual([11]);
    expect(await pinned(PAST)).toEqual([6]);
  });
});

describe('a replica stored with schema version 4 (before the pinned index)', () => {
  it('is upgraded in place: the pinned rows get their key', async () => {
    const name = 'tournaments-pinned-upgrade';
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(4).stores({
      tournaments: 'id, startDate, endDate, status, *locationPath',
      syncState: 'collection',
    });
    await old.table('tournaments').bulkPut(known.map(({ pinnedKey: _key, ...row }) => row));
    old.close();

    const db = createDatabase(name, { indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await queryPinnedTournaments(db, PAST, 'latin')).toMatchObject([{ id: 6 }]);
    expect((await queryPinnedTournaments(db, UPCOMING, 'latin')).map((t) => t.id)).toEqual([8]);
    db.close();
    await db.delete();
  });
});

describe('queryTournaments on many tournaments (the start-date index read by months)', () => {
  let db: GoDatabase;
  const all: StoredTournament[] = [];

  beforeAll(async () => {
    db = await openTestDatabase('tournaments-repo-many');
    // 2,000 finished tournaments over 2000..2012, 13 a month; the first days pinned, some running
    for (let id = 1; id <= 2000; id++) {
      const month = Math.floor((id - 1) / 13);
      const year = 2000 + Math.floor(month / 12);
      const day = 1 + ((id * 7) % 28);
      const startDate = `${year}-${String((month % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      all.push(
        makeTournament({
          id,
          startDate,
          status: id % 97 === 0 ? 'active' : 'ended',
          // early in their month, so the walk (newest first) meets them last
          pinned: day <= 4,
          online: id % 3 === 0,
          locationPath: id % 5 === 0 ? MOSCOW : MINSK,
        }),
      );
    }
    // a busy month, longer than a read of the index: its pinned ones on the 1st are read last
    for (let id = 3001; id <= 3400; id++) {
      const day = 1 + (id % 28);
      const startDate = `2013-03-${String(day).padStart(2, '0')}`;
      all.push(makeTournament({ id, startDate, status: 'ended', pinned: day === 1 }));
    }
    all.push(makeTournament({ id: 2001, startDate: '2013-06-01', status: 'scheduled' }));
    await db.locations.bulkPut(locations);
    await db.tournaments.bulkPut(all);
  });

  afterAll(async () => {
    db.close();
    await db.delete();
  });

  function expected(filter: TournamentFilter, keep: (t: StoredTournament) => boolean) {
    const statuses = filter.mode === 'past' ? ['active', 'ended'] : ['active', 'scheduled'];
    return all
      .filter((t) => statuses.includes(t.status) && keep(t))
      .sort(compareInMode(filter.mode, 'latin'))
      .map((t) => t.id);
  }

  it.each([1, 50, 100, 233])(
    'gives the first %i of Past as sorting them all would, whole months included',
    async (limit) => {
      const result = await queryTournaments(db, PAST, 'latin', limit);
      expect(result.tournaments.map((t) => t.id)).toEqual(
        expected(PAST, () => true).slice(0, limit),
      );
      expect(result.hasMore).toBe(true);
    },
  );

  // 130 queries of the in-memory IndexedDB: seconds on a loaded 2-core CI machine
  it(
    'keeps the month of the last row whole wherever the limit falls',
    { timeout: 30_000 },
    async () => {
      const filter = { ...PAST, online: true };
      const want = expected(filter, (t) => t.online);
      for (let limit = 1; limit <= 130; limit++) {
        const result = await queryTournaments(db, filter, 'latin', limit);
        expect(
          result.tournaments.map((t) => t.id),
          `limit ${limit}`,
        ).toEqual(want.slice(0, limit));
      }
    },
  );

  it('reads only the chosen year, with other filters', async () => {
    const filter = { ...PAST, year: 2004, online: true };
    const result = await queryTournaments(db, filter, 'latin', 50);
    const want = expected(filter, (t) => t.startDate.startsWith('2004') && t.online);
    expect(result.tournaments.map((t) => t.id)).toEqual(want.slice(0, 50));
    expect(result.hasMore).toBe(want.length > 50);
  });

  it('reads to the end of the index when few match', async () => {
    const filter = { ...PAST, title: 'Tournament 199' };
    const result = await queryTournaments(db, filter, 'latin', 50);
    const want = expected(filter, (t) => t.titleLatin.includes('Tournament 199'));
    expect(want.length).toBe(11);
    expect(result.tournaments.map((t) => t.id)).toEqual(want);
    expect(result.hasMore).toBe(false);
  });

  it('reads a small place run instead of walking', async () => {
    const filter = { ...PAST, locations: [2] };
    const want = expected(filter, (t) => t.locationPath.includes(2));
    const result = await queryTournaments(db, filter, 'latin', 50);
    expect(result.tournaments.map((t) => t.id)).toEqual(want.slice(0, 50));
  });

  it('lists Upcoming from the few running and scheduled ones', async () => {
    const result = await queryTournaments(db, UPCOMING, 'latin', 50);
    expect(result.tournaments.map((t) => t.id)).toEqual(expected(UPCOMING, () => true));
    expect(result.tournaments.at(-1)?.id).toBe(2001);
  });
});
