import { describe, expect, it } from 'vitest';
import { SYNC_COLLECTIONS } from '@sync/protocol';
import { isSyncOfflineError, SyncOfflineError } from './offline-error';
import { isFullyReplicated, syncAll, syncCollection } from './sync-engine';
import { createFakeTransport, type FakeSyncServer } from './testing/fake-sync-server';
import { createMemorySyncStorage, type MemorySyncStorage } from './testing/memory-sync-storage';
import { makeSyncPlayer } from './testing/sync-rows';
import { seedServer } from './testing/seed';
import type { SyncProgress } from './types';

function expectReplica(storage: MemorySyncStorage, server: FakeSyncServer) {
  for (const collection of SYNC_COLLECTIONS) {
    expect(storage.rowsOf(collection)).toEqual(server.rowsOf(collection));
  }
}

describe('syncAll', () => {
  it('fills every collection in order locations, tournaments, players', async () => {
    const server = seedServer();
    const storage = createMemorySyncStorage();
    const transport = createFakeTransport(server);

    await syncAll({ storage, transport, pageSize: 5 });

    expectReplica(storage, server);
    expect(transport.calls.map((c) => c.collection)).toEqual([
      'locations',
      'tournaments',
      'players',
      'players',
      'players',
    ]);
    expect(transport.calls.every((c) => c.limit === 5)).toBe(true);
    const firstPlayers = server.page('players', 0, 5).next;
    expect(transport.calls.slice(2).map((c) => c.since)).toEqual([
      0,
      firstPlayers,
      server.page('players', firstPlayers, 5).next,
    ]);
    expect(await isFullyReplicated(storage)).toBe(true);
  });

  it('resumes after a cut from the last stored page and ends with exactly the server rows', async () => {
    const server = seedServer({ locations: 0, tournaments: 0, players: 14 });
    const storage = createMemorySyncStorage();
    const transport = createFakeTransport(server);
    // calls: locations, tournaments, players page 1, page 2, page 3
    transport.failOnCall(5, new Error('connection reset'));

    await expect(syncAll({ storage, transport, pageSize: 5 })).rejects.toThrow('connection reset');
    const afterPage2 = server.page('players', 0, 10).next;
    expect(await storage.getCursor('players')).toEqual({
      rev: afterPage2,
      schema: server.schema.players,
      complete: false,
    });
    expect(storage.rowsOf('players')).toHaveLength(10);
    expect(await isFullyReplicated(storage)).toBe(false);

    const resumedFrom = transport.calls.length;
    await syncAll({ storage, transport, pageSize: 5 });

    const playerCalls = transport.calls
      .slice(resumedFrom)
      .filter((c) => c.collection === 'players');
    expect(playerCalls.map((c) => c.since)).toEqual([afterPage2]);
    expectReplica(storage, server);
    expect(await isFullyReplicated(storage)).toBe(true);
  });

  it('stops at the first failing collection and passes the offline error through', async () => {
    const server = seedServer();
    const storage = createMemorySyncStorage();
    const transport = createFakeTransport(server);
    transport.failOnCall(2, new SyncOfflineError());

    const error: unknown = await syncAll({ storage, transport }).catch((e: unknown) => e);

    expect(isSyncOfflineError(error)).toBe(true);
    expect(isSyncOfflineError(new Error('500'))).toBe(false);
    expect(transport.calls.map((c) => c.collection)).toEqual(['locations', 'tournaments']);
    // nothing is applied before the first page of every collection is in
    for (const collection of SYNC_COLLECTIONS) {
      expect(await storage.getCursor(collection)).toBeUndefined();
    }
  });
});

describe('syncCollection', () => {
  it('applies updates and tombstones: deleted rows disappear', async () => {
    const server = seedServer({ players: 8 });
    const storage = createMemorySyncStorage();
    const transport = createFakeTransport(server);
    await syncCollection('players', { storage, transport, pageSize: 5 });

    server.remove('players', 2);
    server.remove('players', 7);
    server.put('players', makeSyncPlayer(3, { rank: '2d' }));
    server.put('players', makeSyncPlayer(20));
    const result = await syncCollection('players', { storage, transport, pageSize: 5 });

    expect(result).toEqual({ collection: 'players', changes: 4, refilled: false });
    expect(storage.rowsOf('players').map((p) => p.id)).toEqual([1, 3, 4, 5, 6, 8, 20]);
    expect(storage.rowsOf('players')).toEqual(server.rowsOf('players'));
  });

  it('drops and refills a collection whose schema changed, so stale rows are gone', async () => {
    const server = seedServer({ tournaments: 6 });
    const storage = createMemorySyncStorage();
    const transport = createFakeTransport(server);
    await syncCollection('tournaments', { storage, transport, pageSize: 4 });

    server.forget('tournaments', 5);
    server.changeSchema('tournaments');
    const before = transport.calls.length;
    const result = await syncCollection('tournaments', { storage, transport, pageSize: 4 });

    expect(result.refilled).toBe(true);
    expect(transport.calls.slice(before).map((c) => c.since)).toEqual([
      expect.any(Number) as number,
      0,
      server.page('tournaments', 0, 4).next,
    ]);
    expect(storage.rowsOf('tournaments').map((t) => t.id)).toEqual([1, 2, 3, 4, 6]);
    expect(storage.rowsOf('tournaments')).toEqual(server.rowsOf('tournaments'));
    expect((await storage.getCursor('tournaments'))?.schema).toBe(server.schema.tournaments);
  });

  it('changes nothing when the same page is applied twice', async () => {
    const server = seedServer({ players: 6 });
    server.remove('players', 4);
    const storage = createMemorySyncStorage();
    const page = server.page('players', 0, 100);

    await storage.applyPage('players', page);
    const once = { rows: storage.rowsOf('players'), cursor: await storage.getCursor('players') };
    await storage.applyPage('players', page);

    expect(storage.rowsOf('players')).toEqual(once.rows);
    expect(await storage.getCursor('players')).toEqual(once.cursor);
    expect(once.rows).toEqual(server.rowsOf('players'));
  });

  it('syncs to the same rows when pages are fetched again from an older cursor', async () => {
    const server = seedServer({ players: 9 });
    const storage = createMemorySyncStorage();
    const transport = createFakeTransport(server);
    await syncCollection('players', { storage, transport, pageSize: 4 });

    await storage.applyPage('players', server.page('players', 0, 4));
    await syncCollection('players', { storage, transport, pageSize: 4 });

    expect(storage.rowsOf('players')).toEqual(server.rowsOf('players'));
  });

  it('counts progress in rows and tombstones out of the first page items plus remaining', async () => {
    const server = seedServer({ players: 10 });
    const storage = createMemorySyncStorage();
    const transport = createFakeTransport(server);
    await syncCollection('players', { storage, transport });
    server.remove('players', 1);
    server.remove('players', 2);
    for (const id of [11, 12, 13, 14]) server.put('players', makeSyncPlayer(id));
    const progress: SyncProgress[] = [];

    await syncCollection('players', {
      storage,
      transport,
      pageSize: 4,
      onProgress: (p) => progress.push(p),
    });

    expect(progress.map(({ done, total }) => [done, total])).toEqual([
      [4, 6],
      [6, 6],
    ]);
  });

  it('reports an empty last page with done 0 of 0 and marks the collection complete', async () => {
    const storage = createMemorySyncStorage();
    const progress: SyncProgress[] = [];
    await syncCollection('locations', {
      storage,
      transport: createFakeTransport(seedServer({ locations: 0 })),
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([{ collection: 'locations', done: 0, total: 0 }]);
    expect(await storage.getCursor('locations')).toEqual({ rev: 0, schema: 1, complete: true });
  });

  it('stops between pages when aborted, keeping what was stored', async () => {
    const server = seedServer({ players: 12 });
    const storage = createMemorySyncStorage();
    const controller = new AbortController();

    const run = syncCollection('players', {
      storage,
      transport: createFakeTransport(server),
      pageSize: 5,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });

    await expect(run).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);
    expect(storage.rowsOf('players')).toHaveLength(5);
    expect((await storage.getCursor('players'))?.rev).toBe(server.page('players', 0, 5).next);
  });

  it('refuses a page that claims more but does not advance the cursor', async () => {
    const storage = createMemorySyncStorage();
    const transport = {
      fetchPage: () =>
        Promise.resolve({
          items: [],
          deleted: [],
          next: 0,
          hasMore: true,
          remaining: 3,
          schema: 1,
        }),
    };
    await expect(syncCollection('players', { storage, transport })).rejects.toThrow(
      /did not advance/,
    );
  });
});
