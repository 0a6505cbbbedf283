import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Observers } from '@sync/contract/play';
import type { AccountsConfig } from '../../common/config/accounts-config';
import { DEFAULT_PLAY_SOCKET_SETTINGS } from '../../common/config/play-socket-config';
import { InProcessBus } from '../../common/realtime/in-process-bus';
import { ApiInstance } from '../../common/realtime/instance';
import { ObserverRegistry } from './observer-registry';
import { OBSERVERS_UPDATE_MS } from './presence-registry';

const CONFIG: AccountsConfig = {
  publicUrl: 'http://localhost:3000',
  smtpUrl: null,
  outboxDir: 'outbox',
  uploadsDir: 'uploads',
  trustedOrigins: [],
  redisUrl: null,
  playSocket: { ...DEFAULT_PLAY_SOCKET_SETTINGS, observerNames: 3 },
};

const user = (userId: number, name: string) => ({ userId, name });

describe('ObserverRegistry', () => {
  let bus: InProcessBus;
  let registries: ObserverRegistry[];
  let told: Array<{ gameId: number; observers: Observers }>;

  const instance = () => {
    const registry = new ObserverRegistry(bus, new ApiInstance(), CONFIG);
    registry.onModuleInit();
    registries.push(registry);
    return registry;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    bus = new InProcessBus();
    registries = [];
    told = [];
  });
  afterEach(() => {
    registries.forEach((registry) => registry.onModuleDestroy());
    vi.useRealTimers();
  });

  it('tells of a crowd joining within a second once, then once more at the end of the second', async () => {
    const registry = instance();
    registry.onChange((gameId, observers) => told.push({ gameId, observers }));
    for (let i = 0; i < 100; i++) registry.join(7, `socket-${i}`, null);
    await vi.advanceTimersByTimeAsync(0);
    expect(told).toEqual([{ gameId: 7, observers: { count: 100, names: [] } }]);

    await vi.advanceTimersByTimeAsync(100);
    for (let i = 100; i < 150; i++) registry.join(7, `socket-${i}`, null);
    registry.leave(7, 'socket-0');
    await vi.advanceTimersByTimeAsync(OBSERVERS_UPDATE_MS - 101);
    expect(told).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(told.map(({ observers }) => observers.count)).toEqual([100, 149]);

    // another game has its own second; nothing changed: nothing told
    registry.join(8, 'socket-0', null);
    await vi.advanceTimersByTimeAsync(OBSERVERS_UPDATE_MS * 3);
    expect(told.map(({ gameId }) => gameId)).toEqual([7, 7, 8]);
  });

  it('sums the instances over the bus and names only the first ones alphabetically', async () => {
    const [a, b] = [instance(), instance()];
    a.onChange((gameId, observers) => told.push({ gameId, observers }));
    a.join(7, 'a1', user(1, 'dan'));
    a.join(7, 'a2', user(2, 'bob'));
    a.join(7, 'a3', user(2, 'bob'));
    b.join(7, 'b1', user(3, 'eve'));
    b.join(7, 'b2', user(4, 'alice'));
    b.join(7, 'b3', user(5, 'carl'));
    b.join(7, 'b4', null);
    await vi.advanceTimersByTimeAsync(OBSERVERS_UPDATE_MS);
    const expected = { count: 6, names: ['alice', 'bob', 'carl'] };
    expect(a.of(7)).toEqual(expected);
    expect(b.of(7)).toEqual(expected);
    expect(told.at(-1)).toEqual({ gameId: 7, observers: expected });
    expect(a.lastTold(7)).toEqual(expected);
  });

  it('is full at the cap, except for a user already counted here', () => {
    const registry = instance();
    registry.join(7, 's1', user(1, 'dan'));
    registry.join(7, 's2', null);
    expect(registry.isFull(7, null, 3)).toBe(false);
    expect(registry.isFull(7, null, 2)).toBe(true);
    expect(registry.isFull(7, user(2, 'bob'), 2)).toBe(true);
    expect(registry.isFull(7, user(1, 'dan'), 2)).toBe(false);
  });
});
