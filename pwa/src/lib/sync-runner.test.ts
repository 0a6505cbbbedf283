import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncOfflineError } from '@sync/engine/offline-error';
import type { SchedulerEnvironment } from '@sync/engine/sync-scheduler';
import { createFakeTransport } from '@sync/engine/testing/fake-sync-server';
import { createMemorySyncStorage } from '@sync/engine/testing/memory-sync-storage';
import { seedServer } from '@sync/engine/testing/seed';
import { makeSyncPlayer } from '@sync/engine/testing/sync-rows';
import { requestSync, startBackgroundSync } from './sync-runner';
import type { SyncStatus } from './sync-status-store';

function setup(players = 7) {
  const events = new EventTarget();
  const environment: SchedulerEnvironment = {
    onlineEvents: events,
    visibilityEvents: events,
    isOnline: () => true,
    isVisible: () => true,
    schedule: (callback, delayMs) => {
      const id = setTimeout(callback, delayMs);
      return () => clearTimeout(id);
    },
  };
  const server = seedServer({ locations: 1, tournaments: 1, players });
  const transport = createFakeTransport(server);
  const statuses: SyncStatus[] = [];
  const stop = startBackgroundSync({
    storage: createMemorySyncStorage(),
    transport,
    environment,
    setStatus: (status) => statuses.push(status),
    now: () => 1234,
  });
  return { events, server, transport, statuses, stop };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('startBackgroundSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a first sync with progress, then idle with the time it finished', async () => {
    const { statuses, stop } = setup();
    await flush();

    // the total counts every collection from the first figures on, so the bar never goes back
    expect(statuses).toEqual([
      { state: 'syncing', done: 0, total: null, firstSync: true },
      { state: 'syncing', done: 1, total: 9, firstSync: true },
      { state: 'syncing', done: 2, total: 9, firstSync: true },
      { state: 'syncing', done: 9, total: 9, firstSync: true },
      { state: 'idle', lastSyncedAt: 1234 },
    ]);
    stop();
  });

  it('syncs again on request; a run with nothing new goes straight to idle', async () => {
    const { events, server, transport, statuses, stop } = setup();
    await flush();
    const firstRun = statuses.length;

    requestSync(events);
    await flush();
    expect(statuses.slice(firstRun)).toEqual([{ state: 'idle', lastSyncedAt: 1234 }]);

    server.put('players', makeSyncPlayer(50));
    const callsBefore = transport.calls.length;
    requestSync(events);
    await flush();
    expect(transport.calls.length).toBeGreaterThan(callsBefore);
    expect(statuses.slice(firstRun + 1)).toEqual([
      { state: 'syncing', done: 0, total: 1, firstSync: false },
      { state: 'syncing', done: 1, total: 1, firstSync: false },
      { state: 'idle', lastSyncedAt: 1234 },
    ]);
    stop();
  });

  it('shows offline when the network is unreachable and the reason of other errors', async () => {
    const { events, transport, statuses, stop } = setup();
    transport.failOnCall(1, new SyncOfflineError());
    await flush();
    expect(statuses.at(-1)).toEqual({ state: 'offline' });

    transport.failOnCall(transport.calls.length + 1, new Error('Internal server error'));
    requestSync(events);
    await flush();
    expect(statuses.at(-1)).toEqual({ state: 'error', reason: 'Internal server error' });
    stop();
  });

  it('does nothing more once stopped', async () => {
    const { events, transport, statuses, stop } = setup();
    await flush();
    stop();
    const calls = transport.calls.length;
    const reported = statuses.length;

    requestSync(events);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60 * 60_000);

    expect(transport.calls).toHaveLength(calls);
    expect(statuses).toHaveLength(reported);
  });
});
