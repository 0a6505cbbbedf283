import { channel, type RealtimeBus } from '../../common/realtime/bus';

interface InstanceShare {
  count: number;
  /** when it came (this instance's clock) */
  at: number;
}

interface ShareMessage {
  instance: string;
  broadcastId: number;
  count: number;
}

export const BROADCAST_VIEWERS_CHANNEL = channel<ShareMessage>('broadcast-viewers');
/** Joins and leaves within this time go out as one share (a crowd arriving sends few). */
const SHARE_DELAY_MS = 100;
const REFRESH_MS = 20_000;
const STALE_MS = 60_000;

/**
 * How many viewers each broadcast has over every instance: each instance counts its own distinct
 * viewers (a signed-in account, else an address, however many streams it opened) and shares its
 * part through the bus; the sum is what everybody sees (a viewer with streams on two instances
 * counts on each). A part not refreshed for a minute (its instance died) no longer counts. (As
 * the live games' ObserverRegistry.)
 */
export class BroadcastViewerCounts {
  /** per broadcast, each viewer's key ('user:<id>', 'ip:<address>') and its streams here */
  private readonly local = new Map<number, Map<string, number>>();
  private readonly remote = new Map<number, Map<string, InstanceShare>>();
  private readonly pending = new Set<number>();
  private shareTimer: NodeJS.Timeout | null = null;
  private refresher: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly bus: RealtimeBus,
    private readonly instance: string,
    /** told of every change of a broadcast's count (here or on another instance) */
    private readonly changed: (broadcastId: number) => void,
  ) {}

  start(): void {
    this.unsubscribe = this.bus.subscribe(BROADCAST_VIEWERS_CHANNEL, (message) =>
      this.received(message),
    );
    this.refresher = setInterval(() => this.refresh(), REFRESH_MS);
    this.refresher.unref();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.refresher) clearInterval(this.refresher);
    if (this.shareTimer) clearTimeout(this.shareTimer);
  }

  /** A stream of the viewer opened: a new viewer changes the count, another stream does not. */
  join(broadcastId: number, viewer: string): void {
    let viewers = this.local.get(broadcastId);
    if (!viewers) this.local.set(broadcastId, (viewers = new Map<string, number>()));
    const streams = viewers.get(viewer) ?? 0;
    viewers.set(viewer, streams + 1);
    if (streams === 0) this.localChange(broadcastId);
  }

  /** A stream of the viewer closed: the viewer leaves with its last stream. */
  leave(broadcastId: number, viewer: string): void {
    const viewers = this.local.get(broadcastId);
    const streams = (viewers?.get(viewer) ?? 0) - 1;
    if (!viewers || streams < 0) return;
    if (streams > 0) {
      viewers.set(viewer, streams);
      return;
    }
    viewers.delete(viewer);
    if (viewers.size === 0) this.local.delete(broadcastId);
    this.localChange(broadcastId);
  }

  of(broadcastId: number, now = Date.now()): number {
    let count = this.local.get(broadcastId)?.size ?? 0;
    for (const share of this.remote.get(broadcastId)?.values() ?? []) {
      if (now - share.at <= STALE_MS) count += share.count;
    }
    return count;
  }

  private localChange(broadcastId: number): void {
    this.changed(broadcastId);
    // the streams closing with the app share nothing more
    if (this.stopped) return;
    this.pending.add(broadcastId);
    this.shareTimer ??= setTimeout(() => {
      this.shareTimer = null;
      const ids = [...this.pending];
      this.pending.clear();
      for (const id of ids) void this.share(id);
    }, SHARE_DELAY_MS);
    this.shareTimer.unref();
  }

  private async share(broadcastId: number): Promise<void> {
    const message: ShareMessage = {
      instance: this.instance,
      broadcastId,
      count: this.local.get(broadcastId)?.size ?? 0,
    };
    try {
      await this.bus.publish(BROADCAST_VIEWERS_CHANNEL, message);
    } catch {
      // the next refresh shares it again
    }
  }

  /** Shares this instance's parts again, and forgets the parts of instances gone quiet. */
  private refresh(now = Date.now()): void {
    for (const broadcastId of this.local.keys()) void this.share(broadcastId);
    for (const [broadcastId, shares] of this.remote) {
      const before = shares.size;
      for (const [instance, share] of shares) {
        if (now - share.at > STALE_MS) shares.delete(instance);
      }
      if (shares.size === 0) this.remote.delete(broadcastId);
      if (shares.size !== before) this.changed(broadcastId);
    }
  }

  private received(message: ShareMessage): void {
    if (message.instance === this.instance) return;
    let shares = this.remote.get(message.broadcastId);
    if (!shares) this.remote.set(message.broadcastId, (shares = new Map<string, InstanceShare>()));
    const before = shares.get(message.instance)?.count ?? 0;
    if (message.count === 0) shares.delete(message.instance);
    else shares.set(message.instance, { count: message.count, at: Date.now() });
    if (shares.size === 0) this.remote.delete(message.broadcastId);
    if (before !== message.count) this.changed(message.broadcastId);
  }
}
