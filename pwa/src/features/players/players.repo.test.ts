import Dexie, { liveQuery } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoDatabase } from '@pwa/lib/db';
import { loadLocationTree } from '@pwa/lib/use-location-tree';
import { playersReplica } from './players.repo';
import { queryPlayers } from '@pwa/lib/players-query/query-players';
import type { PlayerFilter, PlayerSort } from '@pwa/lib/players-query/players-query';
import {
  makeLocation,
  makeStoredPlayer,
  openTestDatabase,
} from '@pwa/lib/players-query/players-test-data';

const locations = [
  makeLocation({ id: 1, name: 'Россия', nameLatin: 'Russia', code: 'RU' }),
  makeLocation({
    id: 2,
    parentId: 1,
    kind: 'region',
    name: 'Московская область',
    nameLatin: 'Moscow Oblast',
  }),
  makeLocation({ id: 3, parentId: 2, kind: 'city', name: 'Химки', nameLatin: 'Khimki' }),
  makeLocation({ id: 4, parentId: 1, kind: 'city', name: 'Москва', nameLatin: 'Moscow' }),
  makeLocation({ id: 5, name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' }),
  makeLocation({ id: 6, parentId: 5, kind: 'city', name: 'Минск', nameLatin: 'Minsk' }),
];

const players = [
  makeStoredPlayer({
    id: 1,
    lastName: 'Петров',
    firstName: 'Иван',
    lastNameLatin: 'Petrov',
    firstNameLatin: 'Ivan',
    rgfRating: 2150,
    rgfDeviation: 90,
    egfRating: 2100,
    rank: '1d',
    locationPath: [1, 4],
    startDate: '2001-01-01',
    lastUpdate: '2024-01-01',
    lastTournamentDate: '2024-01-01',
  }),
  makeStoredPlayer({
    id: 2,
    lastName: 'Иванов',
    firstName: 'Пётр',
    lastNameLatin: 'Ivanov',
    firstNameLatin: 'Petr',
    rgfRating: 1800,
    rgfDeviation: 120,
    rank: '4k',
    locationPath: [1, 2, 3],
    startDate: '2010-05-01',
    lastUpdate: '2023-01-01',
  }),
  makeStoredPlayer({
    id: 3,
    lastName: 'Сидоров',
    firstName: 'Алексей',
    lastNameLatin: 'Sidorov',
    firstNameLatin: 'Aleksei',
    egfRating: 1500,
    locationPath: [5, 6],
  }),
  makeStoredPlayer({
    id: 4,
    lastName: 'Смирнова',
    firstName: 'Анна',
    lastNameLatin: 'Smirnova',
    firstNameLatin: 'Anna',
    nickname: 'GoMaster',
    rgfRating: 2400,
    rgfDeviation: 60,
    glickoRating: 1700,
    glickoDeviation: 80,
    startDate: '1999-03-03',
  }),
  makeStoredPlayer({
    id: 5,
    lastName: 'Ким',
    firstName: 'Мин',
    lastNameLatin: 'Kim',
    firstNameLatin: 'Min',
    rgfRating: 900,
    rgfDeviation: 200,
    locationPath: [5],
    lastTournamentDate: '2020-02-02',
  }),
];

const byRating: PlayerSort = { key: 'rating', direction: 'desc' };

describe('queryPlayers', () => {
  let db: GoDatabase;

  beforeAll(async () => {
    db = await openTestDatabase('players-repo');
    await db.locations.bulkPut(locations);
    await db.players.bulkPut(players);
  });

  afterAll(async () => {
    db.close();
    await db.delete();
  });

  async function ids(filter: PlayerFilter, sort: PlayerSort = byRating, limit = 50) {
    return (await queryPlayers(db, filter, sort, limit)).players.map((p) => p.id);
  }

  it('sorts by rating both ways, players without a rating last', async () => {
    expect(await ids({})).toEqual([4, 1, 2, 5, 3]);
    expect(await ids({}, { key: 'rating', direction: 'asc' })).toEqual([5, 2, 1, 4, 3]);
  });

  it('uses the chosen federation', async () => {
    expect(await ids({ federation: 'egf' })).toEqual([1, 3, 2, 4, 5]);
    expect(await ids({ federation: 'glicko2' }, { key: 'deviation', direction: 'asc' })).toEqual([
      4, 1, 2, 3, 5,
    ]);
    // egf has no deviation: nobody has a value, all by id
    expect(await ids({ federation: 'egf' }, { key: 'deviation', direction: 'desc' })).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('filters by rating and deviation ranges, bounds included', async () => {
    expect(await ids({ minRating: 1000, maxRating: 2150 })).toEqual([1, 2]);
    expect(await ids({ minRating: 2000 })).toEqual([4, 1]);
    expect(await ids({ maxRating: 1000 })).toEqual([5]);
    expect(await ids({ minDeviation: 90, maxDeviation: 150 })).toEqual([1, 2]);
    expect(await ids({ minRating: 2500, maxRating: 2000 })).toEqual([]);
    expect(await ids({ federation: 'egf', minRating: 1000 })).toEqual([1, 3]);
  });

  it('filters by names: any term, prefix of a word, either script, nickname', async () => {
    expect(await ids({ names: ['петр'] })).toEqual([1, 2]);
    expect(await ids({ names: ['Пётр Иванов'] })).toEqual([2]);
    expect(await ids({ names: ['petrov ivan'] })).toEqual([1]);
    expect(await ids({ names: ['ким', 'smirn'] })).toEqual([4, 5]);
    expect(await ids({ names: ['gomaster'] })).toEqual([4]);
    expect(await ids({ names: ['nobody'] })).toEqual([]);
    expect(await ids({ names: ['  ', ''] })).toEqual([4, 1, 2, 5, 3]);
  });

  it('filters by locations, their descendants included', async () => {
    expect(await ids({ locations: [1] })).toEqual([1, 2]);
    expect(await ids({ locations: [2] })).toEqual([2]);
    expect(await ids({ locations: [6, 4] })).toEqual([1, 3]);
    expect(await ids({ locations: [99] })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await ids({ locations: [1], minRating: 2000 })).toEqual([1]);
    expect(await ids({ locations: [1, 5], names: ['и'], maxDeviation: 150 })).toEqual([1, 2]);
    expect(await ids({ locations: [5], names: ['kim'], minRating: 1000 })).toEqual([]);
  });

  it('sorts by name in either script', async () => {
    expect(await ids({}, { key: 'name', direction: 'asc' })).toEqual([2, 5, 1, 3, 4]);
    expect(await ids({}, { key: 'name', direction: 'desc', script: 'latin' })).toEqual([
      4, 3, 1, 5, 2,
    ]);
  });

  it('sorts by country and city names, players without one last', async () => {
    expect(await ids({}, { key: 'country', direction: 'asc' })).toEqual([3, 5, 1, 2, 4]);
    expect(await ids({}, { key: 'country', direction: 'desc' })).toEqual([2, 1, 5, 3, 4]);
    expect(await ids({}, { key: 'city', direction: 'asc' })).toEqual([3, 1, 2, 4, 5]);
    expect(await ids({}, { key: 'city', direction: 'asc', script: 'latin' })).toEqual([
      2, 3, 1, 4, 5,
    ]);
  });

  it('sorts by declared rank, id and dates', async () => {
    expect(await ids({}, { key: 'rank', direction: 'desc' })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids({}, { key: 'rank', direction: 'asc' })).toEqual([2, 1, 3, 4, 5]);
    expect(await ids({}, { key: 'id', direction: 'desc' })).toEqual([5, 4, 3, 2, 1]);
    expect(await ids({}, { key: 'startDate', direction: 'asc' })).toEqual([4, 1, 2, 3, 5]);
    expect(await ids({}, { key: 'lastUpdate', direction: 'desc' })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids({}, { key: 'lastTournament', direction: 'desc' })).toEqual([1, 5, 2, 3, 4]);
  });

  it('cuts at the limit and says whether more match', async () => {
    expect(await queryPlayers(db, {}, byRating, 2)).toMatchObject({ hasMore: true });
    expect(await ids({}, byRating, 2)).toEqual([4, 1]);
    expect(await ids({}, byRating, 4)).toEqual([4, 1, 2, 5]);
    expect(await queryPlayers(db, {}, byRating, 5)).toMatchObject({ hasMore: false });
    expect(await ids({ locations: [1, 5] }, { key: 'name', direction: 'asc' }, 2)).toEqual([2, 5]);
  });

  it('builds the location tree and reports the replica', async () => {
    const tree = await loadLocationTree(db);
    expect(tree.pathOf(3).map((node) => node.nameLatin)).toEqual([
      'Russia',
      'Moscow Oblast',
      'Khimki',
    ]);
    expect(await playersReplica(db)).toEqual({ count: 5, complete: false });
  });
});

describe('queryPlayers in a live query', () => {
  it('answers again when the sync writes players', async () => {
    // live queries run only where Dexie finds an IndexedDB of its own (a browser)
    Dexie.dependencies.indexedDB = indexedDB;
    Dexie.dependencies.IDBKeyRange = IDBKeyRange;
    const db = await openTestDatabase('players-repo-live');
    await db.players.bulkPut([makeStoredPlayer({ id: 1, rgfRating: 1000 })]);
    const answers: number[][] = [];
    const subscription = liveQuery(async () =>
      queryPlayers(db, { minRating: 500 }, byRating, 50),
    ).subscribe((result) => answers.push(result.players.map((p) => p.id)));
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await db.players.bulkPut([makeStoredPlayer({ id: 2, rgfRating: 2000 })]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    await db.players.update(1, { rgfRating: 100 });
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    subscription.unsubscribe();
    expect(answers).toEqual([[1], [2, 1], [2]]);
    db.close();
    await db.delete();
  });
});
