import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Observers } from '@sync/contract/play';
import { PlayBus } from '../bus/play-bus';
import { PlayInstance } from '../play-instance';

/** A signed-in watcher, or null for an anonymous one (counted, not named). */
export type Watcher = { userId: number; name: string } | null;

interface InstanceShare {
  count: number;
  names: string[];
  at: number;
}

interface ShareMessage extends InstanceShare {
  instance: string;
  gameId: number;
}

const CHANNEL = 'observers';
const REFRESH_MS = 20_000;
const STALE_MS = 60_000;

/**
 * Who watches each game, over every instance: each instance counts its own sockets' observers
 * (not the players) and shares its part through the bus; the sum is what everybody sees. A part
 * not refreshed for a minute (its instance died) no longer counts.
 */
@Injectable()
export class ObserverRegistry implements OnModuleInit, OnModuleDestroy {
  private readonly local = new Map<number, Map<string, Watcher>>();
  private readonly remote = new Map<number, Map<string, InstanceShare>>();
  private readonly listeners = new Set<(gameId: number, observers: Observers) => void>();
  private unsubscribe: (() => void) | null = null;
  private refresher: NodeJS.Timeout | null = null;

  private readonly instance: string;

  constructor(
    private readonly bus: PlayBus,
    playInstance: PlayInstance,
  ) {
    this.instance = playInstance.id;
  }

  onModuleInit(): void {
    this.unsubscribe = this.bus.subscribe(CHANNEL, (message) =>
      this.received(message as ShareMessage),
    );
    this.refresher = setInterval(() => {
      for (const gameId of this.local.keys()) void this.share(gameId);
    }, REFRESH_MS);
    this.refresher.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    if (this.refresher) clearInterval(this.refresher);
  }

  /** Tells about every change of a game's observers (here or on another instance). */
  onChange(listener: (gameId: number, observers: Observers) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  join(gameId: number, socketId: string, watcher: Watcher): void {
    let sockets = this.local.get(gameId);
    if (!sockets) this.local.set(gameId, (sockets = new Map<string, Watcher>()));
    sockets.set(socketId, watcher);
    void this.share(gameId);
  }

  leave(gameId: number, socketId: string): void {
    const sockets = this.local.get(gameId);
    if (!sockets?.delete(socketId)) return;
    if (sockets.size === 0) this.local.delete(gameId);
    void this.share(gameId);
  }

  of(gameId: number, now = Date.now()): Observers {
    const own = this.ownShare(gameId);
    let count = own.count;
    const names = new Set(own.names);
    for (const [instance, share] of this.remote.get(gameId) ?? []) {
      if (instance === this.instance || now - share.at > STALE_MS) continue;
      count += share.count;
      share.names.forEach((name) => names.add(name));
    }
    return { count, names: [...names].sort((a, b) => a.localeCompare(b)) };
  }

  private ownShare(gameId: number): { count: number; names: string[] } {
    const users = new Map<number, string>();
    let anonymous = 0;
    for (const watcher of this.local.get(gameId)?.values() ?? []) {
      if (watcher) users.set(watcher.userId, watcher.name);
      else anonymous++;
    }
    return { count: users.size + anonymous, names: [...users.values()] };
  }

  private async share(gameId: number): Promise<void> {
    const message: ShareMessage = {
      ...this.ownShare(gameId),
      instance: this.instance,
      gameId,
      at: Date.now(),
    };
    this.notify(gameId);
    try {
      await this.bus.publish(CHANNEL, message);
    } catch {
      // the next refresh shares it again
    }
  }

  private received(message: ShareMessage): void {
    if (message.instance === this.instance) return;
    let shares = this.remote.get(message.gameId);
    if (!shares) this.remote.set(message.gameId, (shares = new Map<string, InstanceShare>()));
    const before = shares.get(message.instance);
    if (message.count === 0) shares.delete(message.instance);
    else
      shares.set(message.instance, { count: message.count, names: message.names, at: message.at });
    if (shares.size === 0) this.remote.delete(message.gameId);
    if (before?.count !== message.count || before?.names.join() !== message.names.join()) {
      this.notify(message.gameId);
    }
  }

  private notify(gameId: number): void {
    const observers = this.of(gameId);
    for (const listener of this.listeners) listener(gameId, observers);
  }
}
