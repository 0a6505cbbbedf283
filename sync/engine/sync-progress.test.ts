import { describe, expect, it } from 'vitest';
import { syncAll } from './sync-engine';
import {
  createFakeTransport,
  type FakeSyncServer,
  type FakeTransport,
} from './testing/fake-sync-server';
import { createMemorySyncStorage } from './testing/memory-sync-storage';
import { seedServer, type SeedCounts } from './testing/seed';
import { makeSyncPlayer } from './testing/sync-rows';
import type { SyncProgress, SyncTransport } from './types';

/** A transport that runs `action` (a change on the server) right before fetch number `call`. */
function changingBefore(transport: FakeTransport, call: number, action: () => void): SyncTransport {
  return {
    fetchPage(collection, since, limit, signal) {
      if (transport.calls.length + 1 === call) action();
      return transport.fetchPage(collection, since, limit, signal);
    },
  };
}

async function firstSyncProgress(counts: SeedCounts, change?: (server: FakeSyncServer) => void) {
  const server = seedServer(counts);
  const fake = createFakeTransport(server);
  // calls 1 to 3 fetch the first pages: 4 is the second page of players
  const transport = change ? changingBefore(fake, 4, () => change(server)) : fake;
  const progress: SyncProgress[] = [];
  await syncAll({
    storage: createMemorySyncStorage(),
    transport,
    pageSize: 5,
    onProgress: (p) => progress.push(p),
  });
  return { progress, calls: fake.calls };
}

const figures = (progress: SyncProgress[]) => progress.map(({ done, total }) => [done, total]);

describe('syncAll progress', () => {
  it('reports one total over every collection of a first sync and a done that only grows', async () => {
    const { progress, calls } = await firstSyncProgress({
      locations: 3,
      tournaments: 4,
      players: 23,
    });

    expect(new Set(progress.map((p) => p.total))).toEqual(new Set([30]));
    expect(progress.map((p) => p.done)).toEqual([3, 7, 12, 17, 22, 27, 30]);
    expect(progress.map((p) => p.collection)).toEqual([
      'locations',
      'tournaments',
      ...Array<string>(5).fill('players'),
    ]);
    // first pages of every collection, then the next pages of players, none fetched twice
    expect(calls.slice(0, 4).map((c) => [c.collection, c.since])).toEqual([
      ['locations', 0],
      ['tournaments', 0],
      ['players', 0],
      ['players', expect.any(Number) as number],
    ]);
    expect(new Set(calls.map((c) => `${c.collection}:${c.since}`)).size).toBe(calls.length);
  });

  it('counts the collections with nothing new in the figures they repeat', async () => {
    const { progress } = await firstSyncProgress({ locations: 2, tournaments: 0, players: 7 });

    expect(progress).toEqual([
      { collection: 'locations', done: 2, total: 9 },
      { collection: 'tournaments', done: 2, total: 9 },
      { collection: 'players', done: 7, total: 9 },
      { collection: 'players', done: 9, total: 9 },
    ]);
  });

  it('grows the total when the server has more than it announced', async () => {
    const { progress } = await firstSyncProgress({ players: 12 }, (server) => {
      for (const id of [13, 14, 15]) server.put('players', makeSyncPlayer(id));
    });

    expect(figures(progress)).toEqual([
      [3, 19],
      [7, 19],
      [12, 19],
      [17, 22],
      [22, 22],
    ]);
  });

  it('ends with done equal to the total when the server had fewer than announced', async () => {
    const { progress } = await firstSyncProgress({ players: 12 }, (server) => {
      server.forget('players', 12);
    });

    expect(figures(progress)).toEqual([
      [3, 19],
      [7, 19],
      [12, 19],
      [17, 19],
      [18, 18],
    ]);
  });

  it('counts the refill of a collection whose schema changed, dropped before any apply', async () => {
    const server = seedServer({ locations: 2, tournaments: 2, players: 8 });
    const storage = createMemorySyncStorage();
    const transport = createFakeTransport(server);
    await syncAll({ storage, transport, pageSize: 5 });
    server.changeSchema('players');
    const before = transport.calls.length;
    const progress: SyncProgress[] = [];

    const results = await syncAll({
      storage,
      transport,
      pageSize: 5,
      onProgress: (p) => progress.push(p),
    });

    expect(results.map((r) => r.refilled)).toEqual([false, false, true]);
    expect(transport.calls.slice(before).map((c) => [c.collection, c.since])).toEqual([
      ['locations', server.page('locations', 0, 5).next],
      ['tournaments', server.page('tournaments', 0, 5).next],
      ['players', expect.any(Number) as number],
      ['players', 0],
      ['players', server.page('players', 0, 5).next],
    ]);
    expect(figures(progress)).toEqual([
      [0, 8],
      [0, 8],
      [5, 8],
      [8, 8],
    ]);
    expect(storage.rowsOf('players')).toEqual(server.rowsOf('players'));
  });

  it('stops between pages when aborted, keeping the collections already applied', async () => {
    const storage = createMemorySyncStorage();
    const controller = new AbortController();

    const run = syncAll({
      storage,
      transport: createFakeTransport(seedServer()),
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });

    await expect(run).rejects.toThrow();
    expect((await storage.getCursor('locations'))?.complete).toBe(true);
    expect(await storage.getCursor('tournaments')).toBeUndefined();
    expect(await storage.getCursor('players')).toBeUndefined();
  });
});
