import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { HTTPError, type NormalizedOptions } from 'ky';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, fetchAndStore, toApiFailure } from './cached-api';
import { createDatabase, type GoDatabase } from './db';

function httpError(status: number, body: unknown): HTTPError {
  const request = new Request('http://localhost/api/v1/players/1');
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return new HTTPError(response, request, {} as NormalizedOptions);
}

describe('fetchAndStore', () => {
  let db: GoDatabase;
  let n = 0;

  beforeEach(async () => {
    n += 1;
    db = createDatabase(`cached-api-${n}`, { indexedDB, IDBKeyRange });
    await db.open();
  });

  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('stores the answer under the path with its query, with the time it was fetched', async () => {
    const asked: string[] = [];
    const entry = await fetchAndStore(
      db,
      '/players/7/rating?federation=egf',
      (path) => {
        asked.push(path);
        return Promise.resolve({ points: [1, 2] });
      },
      () => 1234,
    );
    expect(asked).toEqual(['players/7/rating?federation=egf']);
    expect(entry).toEqual({
      key: 'players/7/rating?federation=egf',
      value: { points: [1, 2] },
      fetchedAt: 1234,
    });
    expect(await db.cache.get('players/7/rating?federation=egf')).toEqual(entry);
  });

  it('replaces what was kept with a newer answer', async () => {
    await fetchAndStore(
      db,
      'profile/1',
      () => Promise.resolve({ wins: 1 }),
      () => 1,
    );
    await fetchAndStore(
      db,
      'profile/1',
      () => Promise.resolve({ wins: 2 }),
      () => 2,
    );
    expect(await db.cache.get('profile/1')).toEqual({
      key: 'profile/1',
      value: { wins: 2 },
      fetchedAt: 2,
    });
    expect(await db.cache.count()).toBe(1);
  });

  it('keeps the cached answer when the network fails', async () => {
    await fetchAndStore(
      db,
      'profile/1',
      () => Promise.resolve({ wins: 1 }),
      () => 1,
    );
    await expect(
      fetchAndStore(db, 'profile/1', () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('Failed to fetch');
    expect((await db.cache.get('profile/1'))?.value).toEqual({ wins: 1 });
  });

  it('drops the cached answer when the API says the resource does not exist', async () => {
    await fetchAndStore(
      db,
      'profile/1',
      () => Promise.resolve({ wins: 1 }),
      () => 1,
    );
    const notFound = httpError(404, {
      statusCode: 404,
      code: 'PLAYER_NOT_FOUND',
      message: 'No player with such id',
    });
    await expect(fetchAndStore(db, 'profile/1', () => Promise.reject(notFound))).rejects.toBe(
      notFound,
    );
    expect(await db.cache.get('profile/1')).toBeUndefined();
  });
});

describe('toApiFailure', () => {
  it('reads the API error body', async () => {
    const failure = await toApiFailure(
      httpError(404, {
        statusCode: 404,
        code: 'PLAYER_NOT_FOUND',
        message: 'No player with such id',
      }),
    );
    expect(failure).toMatchObject({
      status: 404,
      code: 'PLAYER_NOT_FOUND',
      message: 'No player with such id',
    });
  });

  it('describes a network failure without a status', async () => {
    expect(await toApiFailure(new TypeError('Failed to fetch'))).toMatchObject({
      status: null,
      code: null,
      message: 'Failed to fetch',
    });
  });
});

describe('cacheKey', () => {
  it('drops leading slashes', () => {
    expect(cacheKey('/players/1?tab=x')).toBe('players/1?tab=x');
    expect(cacheKey('players/1')).toBe('players/1');
  });
});
