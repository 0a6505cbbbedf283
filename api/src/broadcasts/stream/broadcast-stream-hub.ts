import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Response } from 'express';
import type { Broadcast } from '@sync/contract/broadcasts';
import { RealtimeBus } from '../../common/realtime/bus';
import { SSE_HEARTBEAT } from '../../common/realtime/sse';
import { ApiInstance } from '../../common/realtime/instance';
import { BroadcastNewsPublisher, type BroadcastNews } from '../broadcast-news';
import { BroadcastViewer, sseText } from './broadcast-viewer';
import { BroadcastViewerCounts } from './broadcast-viewer-counts';
import { SharedSnapshotReads } from './shared-snapshot-reads';

/** The longest a stream stays silent: then it gets a heartbeat comment. */
const HEARTBEAT_MS = 15_000;
/** How often the streams are checked for silence. */
const HEARTBEAT_CHECK_MS = 5_000;
const HEARTBEAT = Buffer.from(SSE_HEARTBEAT);
/** A broadcast's viewers hear of its viewers count at most this often. */
const VIEWERS_NOTICE_MS = 1000;

interface ViewersNotice {
  sentAt: number;
  sent: number | null;
  timer: NodeJS.Timeout | null;
}

/** One broadcast's viewers on this instance. */
class Audience {
  /** streams open: every change goes to them, the same bytes to each */
  readonly live = new Set<BroadcastViewer>();
  /** streams whose snapshot is being read: they hold the changes until they start */
  readonly joining = new Set<BroadcastViewer>();
  /** the SSE text of the changes the live streams have not been written yet, in order */
  pending: string[] = [];
  flush: NodeJS.Immediate | null = null;
  /** when every live stream was last written to (Date.now()) */
  writtenAt = 0;
  notice: ViewersNotice = { sentAt: 0, sent: null, timer: null };

  get empty(): boolean {
    return this.live.size === 0 && this.joining.size === 0;
  }
}

/**
 * The viewers of broadcasts connected to this instance (SSE). Every instance hears each
 * committed change of any broadcast from the bus and writes it, serialised once, to its own
 * viewers of that broadcast; the viewers count is summed over the instances.
 *
 * A change is written on the next turn of the event loop, not while it is published: the
 * change's HTTP answer goes out first, and the changes published in one turn (a move and the
 * status it brings) go to each stream as one write. Writing the same bytes to thousands of
 * sockets is the kernel's work, a socket at a time; nothing is made per viewer.
 */
@Injectable()
export class BroadcastStreamHub implements OnModuleInit, OnModuleDestroy {
  private readonly audiences = new Map<number, Audience>();
  private readonly counts: BroadcastViewerCounts;
  private readonly snapshots = new SharedSnapshotReads();
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly news: BroadcastNewsPublisher,
    bus: RealtimeBus,
    instance: ApiInstance,
  ) {
    this.counts = new BroadcastViewerCounts(bus, instance.id, (id) => this.countChanged(id));
  }

  onModuleInit(): void {
    this.unsubscribe = this.news.subscribe((news) => this.forward(news));
    this.counts.start();
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_CHECK_MS);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    this.counts.stop();
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const audience of this.audiences.values()) {
      this.stopTimers(audience);
      for (const viewer of [...audience.live, ...audience.joining]) viewer.end();
    }
    this.audiences.clear();
  }

  /** Viewers of the broadcast connected now, over every instance. */
  viewersOf(broadcastId: number): number {
    return this.counts.of(broadcastId);
  }

  /**
   * Serves one viewer (`viewerKey`: 'user:<id>' signed in, else 'ip:<address>', counted once
   * however many streams it opens): listens first, then reads the snapshot (shared with the
   * viewers arriving at the same time; a failure, e.g. the 404 of an unknown broadcast, is thrown
   * before anything is written), then opens the stream.
   */
  async open(
    broadcastId: number,
    viewerKey: string,
    response: Response,
    readSnapshot: () => Promise<Broadcast>,
  ): Promise<void> {
    const viewer = new BroadcastViewer();
    let audience = this.audiences.get(broadcastId);
    if (!audience) this.audiences.set(broadcastId, (audience = new Audience()));
    const joined = audience;
    joined.joining.add(viewer);
    let counted = false;
    const leave = () => {
      viewer.closed();
      this.remove(broadcastId, joined, viewer);
      if (counted) this.counts.leave(broadcastId, viewerKey);
      counted = false;
    };
    // the connection's end (the client left, before or after the stream opened)
    response.once('close', leave);
    let snapshot: Broadcast;
    try {
      snapshot = await this.snapshots.read(broadcastId, readSnapshot);
    } catch (error) {
      response.off('close', leave);
      this.remove(broadcastId, joined, viewer);
      throw error;
    }
    if (viewer.gone) return;
    counted = true;
    this.counts.join(broadcastId, viewerKey);
    // The changes not yet written go to the streams open before this one; it holds them too,
    // and its snapshot decides which of them it still needs.
    this.flush(joined);
    joined.joining.delete(viewer);
    joined.live.add(viewer);
    viewer.start(response, { ...snapshot, viewers: this.counts.of(broadcastId) });
  }

  private remove(broadcastId: number, audience: Audience, viewer: BroadcastViewer): void {
    audience.live.delete(viewer);
    audience.joining.delete(viewer);
    if (!audience.empty || this.audiences.get(broadcastId) !== audience) return;
    this.audiences.delete(broadcastId);
    this.stopTimers(audience);
  }

  private stopTimers(audience: Audience): void {
    if (audience.flush) clearImmediate(audience.flush);
    audience.flush = null;
    if (audience.notice.timer) clearTimeout(audience.notice.timer);
    audience.notice.timer = null;
  }

  /** A change: the joining streams hold it, the open ones get it on the next turn. */
  private forward(news: BroadcastNews): void {
    const audience = this.audiences.get(news.broadcastId);
    if (!audience) return;
    for (const viewer of audience.joining) viewer.hold(news.event);
    if (audience.live.size === 0) return;
    audience.pending.push(sseText(news.event));
    audience.flush ??= setImmediate(() => this.flush(audience));
  }

  /** One serialisation, one buffer, for all of the broadcast's open streams here. */
  private flush(audience: Audience): void {
    if (audience.flush) clearImmediate(audience.flush);
    audience.flush = null;
    if (audience.pending.length === 0) return;
    const bytes = Buffer.from(audience.pending.join(''));
    audience.pending = [];
    this.writeAll(audience, bytes);
  }

  private writeAll(audience: Audience, bytes: Buffer): void {
    audience.writtenAt = Date.now();
    for (const viewer of audience.live) viewer.write(bytes);
  }

  /**
   * A heartbeat to the streams of each broadcast nothing was written to lately, so that none is
   * silent for HEARTBEAT_MS (proxies close idle streams); a live broadcast's moves keep its
   * streams busy without one.
   */
  private beat(): void {
    const quietSince = Date.now() - (HEARTBEAT_MS - HEARTBEAT_CHECK_MS);
    for (const audience of this.audiences.values()) {
      if (audience.writtenAt <= quietSince) this.writeAll(audience, HEARTBEAT);
    }
  }

  /** The count changed: its viewers here hear of it soon, at most once a second. */
  private countChanged(broadcastId: number): void {
    const audience = this.audiences.get(broadcastId);
    if (!audience) return;
    const due = audience.notice;
    if (due.timer) return;
    const wait = Math.max(0, due.sentAt + VIEWERS_NOTICE_MS - Date.now());
    due.timer = setTimeout(() => {
      due.timer = null;
      const viewers = this.counts.of(broadcastId);
      if (this.audiences.get(broadcastId) !== audience || viewers === due.sent) return;
      due.sent = viewers;
      due.sentAt = Date.now();
      this.writeAll(audience, Buffer.from(sseText({ type: 'viewers', viewers })));
    }, wait);
    due.timer.unref();
  }
}
