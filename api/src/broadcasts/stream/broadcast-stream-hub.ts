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

const HEARTBEAT_MS = 15_000;
const HEARTBEAT = Buffer.from(SSE_HEARTBEAT);
/** A broadcast's viewers hear of its viewers count at most this often. */
const VIEWERS_NOTICE_MS = 1000;

interface ViewersNotice {
  sentAt: number;
  sent: number | null;
  timer: NodeJS.Timeout | null;
}

/**
 * The viewers of broadcasts connected to this instance (SSE). Every instance hears each
 * committed change of any broadcast from the bus and writes it, serialised once, to its own
 * viewers of that broadcast; the viewers count is summed over the instances.
 */
@Injectable()
export class BroadcastStreamHub implements OnModuleInit, OnModuleDestroy {
  private readonly viewers = new Map<number, Set<BroadcastViewer>>();
  private readonly notices = new Map<number, ViewersNotice>();
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
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    this.counts.stop();
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const notice of this.notices.values()) if (notice.timer) clearTimeout(notice.timer);
    for (const set of this.viewers.values()) for (const viewer of set) viewer.end();
    this.viewers.clear();
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
    let set = this.viewers.get(broadcastId);
    if (!set) this.viewers.set(broadcastId, (set = new Set()));
    set.add(viewer);
    let counted = false;
    const leave = () => {
      viewer.closed();
      this.remove(broadcastId, viewer);
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
      this.remove(broadcastId, viewer);
      throw error;
    }
    if (viewer.gone) return;
    counted = true;
    this.counts.join(broadcastId, viewerKey);
    viewer.start(response, { ...snapshot, viewers: this.counts.of(broadcastId) });
  }

  private remove(broadcastId: number, viewer: BroadcastViewer): void {
    const set = this.viewers.get(broadcastId);
    if (!set?.delete(viewer) || set.size > 0) return;
    this.viewers.delete(broadcastId);
    const notice = this.notices.get(broadcastId);
    if (notice?.timer) clearTimeout(notice.timer);
    this.notices.delete(broadcastId);
  }

  /** One serialisation for all of the broadcast's viewers here. */
  private forward(news: BroadcastNews): void {
    const set = this.viewers.get(news.broadcastId);
    if (!set) return;
    const text = Buffer.from(sseText(news.event));
    for (const viewer of set) viewer.receive(news.event, text);
  }

  private beat(): void {
    for (const set of this.viewers.values()) {
      for (const viewer of set) if (viewer.live) viewer.write(HEARTBEAT);
    }
  }

  /** The count changed: its viewers here hear of it soon, at most once a second. */
  private countChanged(broadcastId: number): void {
    if (!this.viewers.has(broadcastId)) return;
    let notice = this.notices.get(broadcastId);
    if (!notice) this.notices.set(broadcastId, (notice = { sentAt: 0, sent: null, timer: null }));
    if (notice.timer) return;
    const due = notice;
    const wait = Math.max(0, due.sentAt + VIEWERS_NOTICE_MS - Date.now());
    due.timer = setTimeout(() => {
      due.timer = null;
      const viewers = this.counts.of(broadcastId);
      const set = this.viewers.get(broadcastId);
      if (!set || viewers === due.sent) return;
      due.sent = viewers;
      due.sentAt = Date.now();
      const text = Buffer.from(sseText({ type: 'viewers', viewers }));
      for (const viewer of set) if (viewer.live) viewer.write(text);
    }, wait);
    due.timer.unref();
  }
}
