import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentDetail } from '@sync/contract/tournaments';
import type { Fetcher } from '@pwa/lib/cached-api';
import { createDatabase, type GoDatabase } from '@pwa/lib/db';
import {
  isSavedOffline,
  offlinePaths,
  saveTournamentOffline,
  type SaveProgress,
} from './tournament-offline';

type Detail = Pick<TournamentDetail, 'id' | 'standings'>;

function standing(playerId: number) {
  return {
    place: playerId,
    player: {
      id: playerId,
      lastName: '',
      firstName: '',
      lastNameLatin: `P${playerId}`,
      firstNameLatin: '',
    },
    rank: null,
    wins: null,
    declaredRating: null,
    ratingBefore: null,
    ratingAfter: null,
    deviationBefore: null,
    deviationAfter: null,
    points: 0,
    sos: 0,
    sosos: 0,
    sodos: 0,
    mms: null,
    mmsSos: null,
    mmsSosos: null,
    rounds: [],
  };
}

function detail(id: number, players: number[]): Detail {
  return { id, standings: players.map(standing) };
}

/** A fake API: the detail of tournament 7 with `players`, and an answer for any other path. */
function fakeApi(players: number[]) {
  const asked: string[] = [];
  const fetcher: Fetcher = (path) => {
    asked.push(path);
    if (path === 'tournaments/7') return Promise.resolve(detail(7, players));
    return Promise.resolve({ path });
  };
  return { asked, fetcher };
}

describe('offlinePaths', () => {
  it('lists the detail, games, statistics and each player’s performance once', () => {
    expect(offlinePaths(detail(3, [10, 11, 10]))).toEqual([
      'tournaments/3',
      'tournaments/3/games',
      'tournaments/3/statistics',
      'tournaments/3/performance/10',
      'tournaments/3/performance/11',
    ]);
  });
});

describe('saving a tournament for offline', () => {
  let db: GoDatabase;
  let n = 0;

  beforeEach(async () => {
    n += 1;
    db = createDatabase(`tournament-offline-${n}`, { indexedDB, IDBKeyRange });
    await db.open();
  });

  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('stores every answer under the path the page reads, counting n of m', async () => {
    const api = fakeApi([21, 22, 23]);
    const seen: SaveProgress[] = [];
    const result = await saveTournamentOffline(db, 7, {
      fetcher: api.fetcher,
      onProgress: (progress) => seen.push(progress),
    });

    const paths = offlinePaths(detail(7, [21, 22, 23]));
    expect([...api.asked].sort()).toEqual([...paths].sort());
    expect(api.asked[0]).toBe('tournaments/7');
    expect(result).toEqual({ done: 6, total: 6 });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6].map((done) => ({ done, total: 6 })));
    expect((await db.cache.get('tournaments/7'))?.value).toEqual(detail(7, [21, 22, 23]));
    expect((await db.cache.get('tournaments/7/performance/22'))?.value).toEqual({
      path: 'tournaments/7/performance/22',
    });
    expect(await db.cache.count()).toBe(6);
    expect(await isSavedOffline(db, 7)).toBe(true);
  });

  it('is not saved while nothing, or not everything, is in the cache', async () => {
    expect(await isSavedOffline(db, 7)).toBe(false);
    await saveTournamentOffline(db, 7, { fetcher: fakeApi([21, 22]).fetcher });
    expect(await isSavedOffline(db, 7)).toBe(true);
    expect(await isSavedOffline(db, 8)).toBe(false);

    // a newer detail names a player whose performance was never fetched
    await db.cache.put({ key: 'tournaments/7', value: detail(7, [21, 22, 24]), fetchedAt: 1 });
    expect(await isSavedOffline(db, 7)).toBe(false);
  });

  it('stops at the first failure, keeping what was stored', async () => {
    const asked: string[] = [];
    const fetcher: Fetcher = (path) => {
      asked.push(path);
      if (path === 'tournaments/7') return Promise.resolve(detail(7, [21, 22, 23]));
      if (path === 'tournaments/7/statistics') return Promise.reject(new TypeError('offline'));
      return Promise.resolve({ path });
    };
    const seen: SaveProgress[] = [];
    await expect(
      saveTournamentOffline(db, 7, {
        fetcher,
        concurrency: 1,
        onProgress: (progress) => seen.push(progress),
      }),
    ).rejects.toThrow('offline');

    expect(asked).toEqual(['tournaments/7', 'tournaments/7/games', 'tournaments/7/statistics']);
    expect(seen).toEqual([
      { done: 1, total: 6 },
      { done: 2, total: 6 },
    ]);
    expect((await db.cache.toCollection().primaryKeys()).sort()).toEqual([
      'tournaments/7',
      'tournaments/7/games',
    ]);
    expect(await isSavedOffline(db, 7)).toBe(false);
  });

  it('asks nothing more once aborted', async () => {
    const controller = new AbortController();
    const asked: string[] = [];
    const fetcher: Fetcher = (path) => {
      asked.push(path);
      if (path === 'tournaments/7/games') controller.abort();
      return Promise.resolve(path === 'tournaments/7' ? detail(7, [21]) : { path });
    };
    await expect(
      saveTournamentOffline(db, 7, { fetcher, concurrency: 1, signal: controller.signal }),
    ).rejects.toThrow();
    expect(asked).toEqual(['tournaments/7', 'tournaments/7/games']);
  });

  it('drops the kept detail of a tournament the API no longer has', async () => {
    await saveTournamentOffline(db, 7, { fetcher: fakeApi([21]).fetcher });
    const notFound = Object.assign(new Error('No tournament with such id'), { status: 404 });
    await expect(
      saveTournamentOffline(db, 7, { fetcher: () => Promise.reject(notFound) }),
    ).rejects.toBe(notFound);
    expect(await db.cache.get('tournaments/7')).toBeUndefined();
    expect(await isSavedOffline(db, 7)).toBe(false);
  });
});
