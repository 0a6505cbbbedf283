import { Injectable } from '@nestjs/common';
import type { BroadcastEvent } from '@sync/contract/broadcasts';
import { channel, RealtimeBus } from '../common/realtime/bus';

/** The bus channel of every broadcast's changes; each instance passes them to its own viewers. */
export const BROADCASTS_CHANNEL = channel<BroadcastNews>('broadcasts');

export interface BroadcastNews {
  broadcastId: number;
  event: Exclude<BroadcastEvent, { type: 'snapshot' | 'viewers' }>;
}

/**
 * Tells every instance (and this one) about a broadcast's change, after it is committed. The
 * stream hub forwards it to the viewers connected here.
 */
@Injectable()
export class BroadcastNewsPublisher {
  constructor(private readonly bus: RealtimeBus) {}

  publish(broadcastId: number, event: BroadcastNews['event']): Promise<void> {
    const news: BroadcastNews = { broadcastId, event };
    return this.bus.publish(BROADCASTS_CHANNEL, news);
  }

  subscribe(handler: (news: BroadcastNews) => void): () => void {
    return this.bus.subscribe(BROADCASTS_CHANNEL, handler);
  }
}
