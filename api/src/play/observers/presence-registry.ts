import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Observers } from '@sync/contract/play';
import type { AccountsConfig } from '../../common/config/accounts-config';
import { DEFAULT_PLAY_SOCKET_SETTINGS } from '../../common/config/play-socket-config';
import { channel, type Channel, type RealtimeBus } from '../../common/realtime/bus';
import type { ApiInstance } from '../../common/realtime/instance';
import { KeyedThrottle } from './keyed-throttle';

/** A signed-in person present, or null for an anonymous one (counted, not named). */
export type Watcher = { userId: number; name: string } | null;

interface InstanceShare {
  count: number;
  names: string[];
  at: number;
}

interface ShareMessage extends InstanceShare {
  instance: string;
  /** the room: a game's id for its observers */
  gameId: number;
}

/** This instance's watchers of a game, summed up once after each change. */
interface OwnShare {
  count: number;
  users: Map<number, string>;
  /** the first names alphabetically, at most the configured number; sorted when first asked */
  names: string[] | null;
}

const REFRESH_MS = 20_000;
const STALE_MS = 60_000;
/** A game's observers are told (to its sockets, to the other instances) at most this often. */
export const OBSERVERS_UPDATE_MS = 1_000;

const collator = new Intl.Collator('en');

/**
 * Who is present in each room (a game's observers, the lobby), over every instance: each instance
 * counts its own connections and shares its part through the bus (on its own channel); the sum is
 * what everybody sees. A signed-in person is counted once however many tabs. A part
 * not refreshed for a minute (its instance died) no longer counts. Changes are coalesced: the
 * bus and the listeners hear of a game at most once per OBSERVERS_UPDATE_MS, so a crowd joining
 * costs one message per watcher a second, not one per watcher per join.
 */
export class PresenceRegistry implements OnModuleInit, OnModuleDestroy {
  private readonly local = new Map<number, Map<string, Watcher>>();
  private readonly own = new Map<number, OwnShare>();
  private readonly remote = new Map<number, Map<string, InstanceShare>>();
  private readonly listeners = new Set<(gameId: number, observers: Observers) => void>();
  /** games whose own share changed since it was last published */
  private readonly unshared = new Set<number>();
  /** what the listeners were last told of each game, as JSON */
  private readonly told = new Map<number, { text: string; observers: Observers }>();
  private readonly updates = new KeyedThrottle<number>(OBSERVERS_UPDATE_MS, (gameId) =>
    this.update(gameId),
  );
  private unsubscribe: (() => void) | null = null;
  private refresher: NodeJS.Timeout | null = null;

  private readonly channel: Channel<ShareMessage>;
  private readonly instance: string;
  private readonly namesShown: number;

  constructor(
    private readonly bus: RealtimeBus,
    apiInstance: ApiInstance,
    config: AccountsConfig,
    channelName: string,
  ) {
    this.channel = channel<ShareMessage>(channelName);
    this.instance = apiInstance.id;
    this.namesShown = (config.playSocket ?? DEFAULT_PLAY_SOCKET_SETTINGS).observerNames;
  }

  onModuleInit(): void {
    this.unsubscribe = this.bus.subscribe(this.channel, (message) => this.received(message));
    this.refresher = setInterval(() => this.refresh(), REFRESH_MS);
    this.refresher.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    if (this.refresher) clearInterval(this.refresher);
    this.updates.stop();
  }

  /** Tells about changes of a game's observers (here or on another instance), coalesced. */
  onChange(listener: (gameId: number, observers: Observers) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  join(gameId: number, socketId: string, watcher: Watcher): void {
    let sockets = this.local.get(gameId);
    if (!sockets) this.local.set(gameId, (sockets = new Map<string, Watcher>()));
    sockets.set(socketId, watcher);
    this.changedHere(gameId);
  }

  leave(gameId: number, socketId: string): void {
    const sockets = this.local.get(gameId);
    if (!sockets?.delete(socketId)) return;
    if (sockets.size === 0) this.local.delete(gameId);
    this.changedHere(gameId);
  }

  /**
   * Whether one more watcher would pass `cap` observers of the game. A signed-in user already
   * watching it here is counted once, so another tab of theirs always fits.
   */
  isFull(gameId: number, watcher: Watcher, cap: number): boolean {
    if (watcher && this.ownShare(gameId).users.has(watcher.userId)) return false;
    let count = this.ownShare(gameId).count;
    for (const share of this.liveRemoteShares(gameId)) count += share.count;
    return count >= cap;
  }

  /** The game's observers now, over every instance. */
  of(gameId: number): Observers {
    let count = this.ownShare(gameId).count;
    const names = new Set(this.ownNames(gameId));
    for (const share of this.liveRemoteShares(gameId)) {
      count += share.count;
      share.names.forEach((name) => names.add(name));
    }
    return { count, names: this.firstNames(names) };
  }

  /** What the listeners were last told of the game (at most a second old), else of(). */
  lastTold(gameId: number): Observers {
    return this.told.get(gameId)?.observers ?? this.of(gameId);
  }

  private changedHere(gameId: number): void {
    this.own.delete(gameId);
    this.unshared.add(gameId);
    this.updates.schedule(gameId);
  }

  private *liveRemoteShares(gameId: number): Iterable<InstanceShare> {
    const now = Date.now();
    for (const [instance, share] of this.remote.get(gameId) ?? []) {
      if (instance !== this.instance && now - share.at <= STALE_MS) yield share;
    }
  }

  private ownNames(gameId: number): string[] {
    const own = this.ownShare(gameId);
    own.names ??= this.firstNames(own.users.values());
    return own.names;
  }

  private ownShare(gameId: number): OwnShare {
    let share = this.own.get(gameId);
    if (share) return share;
    const users = new Map<number, string>();
    let anonymous = 0;
    for (const watcher of this.local.get(gameId)?.values() ?? []) {
      if (watcher) users.set(watcher.userId, watcher.name);
      else anonymous++;
    }
    share = { count: users.size + anonymous, users, names: null };
    if (this.local.has(gameId)) this.own.set(gameId, share);
    return share;
  }

  private firstNames(names: Iterable<string>): string[] {
    return [...names].sort(collator.compare).slice(0, this.namesShown);
  }

  /** A coalesced change of a game: published if its own share changed, told if the sum did. */
  private update(gameId: number): void {
    if (this.unshared.delete(gameId)) void this.share(gameId);
    const observers = this.of(gameId);
    const text = JSON.stringify(observers);
    if (this.told.get(gameId)?.text === text) return;
    this.told.set(gameId, { text, observers });
    for (const listener of this.listeners) listener(gameId, observers);
  }

  private async share(gameId: number): Promise<void> {
    const count = this.ownShare(gameId).count;
    const names = this.ownNames(gameId);
    const message: ShareMessage = { count, names, instance: this.instance, gameId, at: Date.now() };
    try {
      await this.bus.publish(this.channel, message);
    } catch {
      // the next refresh shares it again
    }
  }

  /** Keeps this instance's shares alive on the others, and forgets games nobody watches. */
  private refresh(): void {
    for (const gameId of this.local.keys()) void this.share(gameId);
    this.updates.sweep();
    for (const gameId of this.told.keys()) {
      if (!this.local.has(gameId) && !this.remote.has(gameId)) this.told.delete(gameId);
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
      this.updates.schedule(message.gameId);
    }
  }
}
