import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncAll, syncCollection } from '@sync/engine/sync-engine';
import { createFakeTransport, type FakeSyncServer } from '@sync/engine/testing/fake-sync-server';
import { seedServer } from '@sync/engine/testing/seed';
import { makeSyncPlayer } from '@sync/engine/testing/sync-rows';
import type { SyncStorage } from '@sync/engine/types';
import { SYNC_SCHEMA, type SyncPage, type SyncPlayer } from '@sync/protocol';
import { createDatabase, type GoDatabase } from './db';
import { createDexieSyncStorage, toStoredPlayer } from './sync-storage';

async function expectReplica(database: GoDatabase, server: FakeSyncServer) {
  expect(await database.locations.orderBy('id').toArray()).toEqual(server.rowsOf('locations'));
  expect(await database.tournaments.orderBy('id').toArray()).toEqual(server.rowsOf('tournaments'));
  expect(await database.players.orderBy('id').toArray()).toEqual(
    server.rowsOf('players').map(toStoredPlayer),
  );
}

const failing = (message: string) => () => {
  throw new Error(message);
};

describe('Dexie sync storage', () => {
  let database: GoDatabase;
  let storage: SyncStorage;

  beforeEach(async () => {
    database = createDatabase(`sync-storage-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange });
    await database.open();
    storage = createDexieSyncStorage(database);
  });
  afterEach(async () => {
    await database.delete();
  });

  it('stores every row of a full sync, players with nameWords and rankScore', async () => {
    const server = seedServer({ locations: 2, tournaments: 3, players: 11 });
    server.put('players', makeSyncPlayer(5, { rank: null, nickname: 'GoMaster' }));
    server.put('players', makeSyncPlayer(6, { rank: 'strong' }));
    server.put('players', makeSyncPlayer(7, { rank: '3d' }));

    await syncAll({ storage, transport: createFakeTransport(server), pageSize: 4 });

    await expectReplica(database, server);
    const seven = await database.players.get(7);
    expect(seven?.nameWords.sort()).toEqual(['igrokov7', 'ivan', 'иван', 'игроков7']);
    expect(seven?.rankScore).toBe(4003);
    expect((await database.players.get(5))?.rankScore).toBe(0);
    expect((await database.players.get(6))?.rankScore).toBe(0);
    expect((await database.players.get(8))?.rankScore).toBe(2991);
    const byWord = await database.players.where('nameWords').startsWith('gomas').primaryKeys();
    expect(byWord).toEqual([5]);
    expect(await database.syncState.toArray()).toEqual([
      { collection: 'locations', rev: expect.any(Number) as number, schema: 1, complete: true },
      {
        collection: 'players',
        rev: expect.any(Number) as number,
        schema: SYNC_SCHEMA.players,
        complete: true,
      },
      { collection: 'tournaments', rev: expect.any(Number) as number, schema: 1, complete: true },
    ]);
  });

  it('keeps neither rows nor cursor of a page whose cursor write fails', async () => {
    const server = seedServer({ players: 10 });
    const first = server.page('players', 0, 4);
    const second = server.page('players', first.next, 4);
    const diskFull = failing('disk full');
    database.syncState.hook('creating', diskFull);

    await expect(storage.applyPage('players', first)).rejects.toThrow('disk full');
    expect(await database.players.count()).toBe(0);
    expect(await storage.getCursor('players')).toBeUndefined();

    database.syncState.hook('creating').unsubscribe(diskFull);
    await storage.applyPage('players', first);
    database.syncState.hook('updating', failing('quota exceeded'));

    await expect(storage.applyPage('players', second)).rejects.toThrow('quota exceeded');
    expect(await database.players.orderBy('id').primaryKeys()).toEqual([1, 2, 3, 4]);
    expect((await storage.getCursor('players'))?.rev).toBe(first.next);
  });

  it('keeps nothing of a page with a row that cannot be stored, deletions included', async () => {
    const server = seedServer({ players: 4 });
    await syncCollection('players', { storage, transport: createFakeTransport(server) });
    const cursor = await storage.getCursor('players');
    const broken: SyncPage<SyncPlayer> = {
      items: [makeSyncPlayer(20, { rev: 90 }), makeSyncPlayer(Number.NaN, { rev: 91 })],
      deleted: [1, 2],
      next: 91,
      hasMore: false,
      remaining: 0,
      schema: 1,
    };

    await expect(storage.applyPage('players', broken)).rejects.toThrow();

    expect(await database.players.orderBy('id').primaryKeys()).toEqual([1, 2, 3, 4]);
    expect(await storage.getCursor('players')).toEqual(cursor);
  });

  it('resumes after a cut from the cursor of the last stored page', async () => {
    const server = seedServer({ players: 13 });
    const transport = createFakeTransport(server);
    transport.failOnCall(5, new TypeError('Failed to fetch'));

    await expect(syncAll({ storage, transport, pageSize: 5 })).rejects.toThrow('Failed to fetch');
    expect(await database.players.count()).toBe(10);
    expect(await storage.getCursor('players')).toEqual({
      collection: 'players',
      rev: server.page('players', 0, 10).next,
      schema: SYNC_SCHEMA.players,
      complete: false,
    });

    await syncAll({ storage, transport, pageSize: 5 });
    await expectReplica(database, server);
    expect((await storage.getCursor('players'))?.complete).toBe(true);
  });

  it('applies tombstones and updates', async () => {
    const server = seedServer({ players: 6 });
    const transport = createFakeTransport(server);
    await syncAll({ storage, transport });
    server.remove('players', 1);
    server.remove('tournaments', 2);
    server.put('players', makeSyncPlayer(4, { lastNameLatin: 'Renamed' }));

    await syncAll({ storage, transport });

    await expectReplica(database, server);
    expect(await database.players.get(1)).toBeUndefined();
    expect((await database.players.get(4))?.nameWords).toContain('renamed');
  });

  it('drops and refills a collection whose schema changed', async () => {
    const server = seedServer({ players: 7 });
    const transport = createFakeTransport(server);
    await syncAll({ storage, transport, pageSize: 3 });
    server.forget('players', 3);
    server.changeSchema('players');

    await syncAll({ storage, transport, pageSize: 3 });

    await expectReplica(database, server);
    expect(await database.players.get(3)).toBeUndefined();
    expect((await storage.getCursor('players'))?.schema).toBe(SYNC_SCHEMA.players + 1);
    expect((await storage.getCursor('tournaments'))?.schema).toBe(1);
  });

  it('changes nothing when the same page is applied twice', async () => {
    const server = seedServer({ players: 5 });
    server.remove('players', 2);
    const page = server.page('players', 0, 100);

    await storage.applyPage('players', page);
    const once = {
      rows: await database.players.toArray(),
      cursor: await storage.getCursor('players'),
    };
    await storage.applyPage('players', page);

    expect(await database.players.toArray()).toEqual(once.rows);
    expect(await storage.getCursor('players')).toEqual(once.cursor);
  });

  it('reset clears one collection and its cursor only', async () => {
    const server = seedServer();
    await syncAll({ storage, transport: createFakeTransport(server), pageSize: 50 });

    await storage.reset('players');

    expect(await database.players.count()).toBe(0);
    expect(await storage.getCursor('players')).toBeUndefined();
    expect(await database.tournaments.count()).toBe(4);
    expect(await storage.getCursor('tournaments')).toBeDefined();
  });
});
