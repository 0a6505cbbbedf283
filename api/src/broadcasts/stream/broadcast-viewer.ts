import type { Response } from 'express';
import type { Broadcast, BroadcastEvent } from '@sync/contract/broadcasts';
import type { BroadcastNews } from '../broadcast-news';
import { SSE_RETRY, sseMessage, startEventStream } from '../../common/realtime/sse';
import { changesAfterSnapshot } from './snapshot-catch-up';

/** A viewer this far behind (a stalled connection) is dropped; it reconnects to a new snapshot. */
const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;

/** The SSE text of an event: its type as the event name, the whole event as the data. */
export function sseText(event: BroadcastEvent): string {
  return sseMessage(event.type, event);
}

/**
 * One viewer's stream. It listens from the moment it is created: the changes coming while its
 * snapshot is read are held, and go out after the snapshot (those it doesn't show already).
 * Once started, the hub writes it the bytes every viewer of the broadcast gets.
 */
export class BroadcastViewer {
  private held: BroadcastNews['event'][] = [];
  private response: Response | null = null;
  private left = false;

  /** Whether its connection closed. */
  get gone(): boolean {
    return this.left;
  }

  /** A change that came while its snapshot is read. */
  hold(change: BroadcastNews['event']): void {
    this.held.push(change);
  }

  /** Opens the stream: the snapshot, then the changes held meanwhile that it doesn't show. */
  start(response: Response, snapshot: Broadcast): void {
    this.response = response;
    // Not chunked: the stream ends with its connection, and each event goes out as its bytes,
    // one buffer shared by every viewer, without a chunk's framing written for each.
    startEventStream(response, { unchunked: true });
    const missed = changesAfterSnapshot(snapshot, this.held);
    this.held = [];
    const texts = [SSE_RETRY, sseText({ type: 'snapshot', broadcast: snapshot })];
    this.write(texts.concat(missed.map(sseText)).join(''));
  }

  write(text: string | Buffer): void {
    const response = this.response;
    if (!response || this.left || response.writableEnded || response.destroyed) return;
    // The body is not chunked: it is the bytes as written, so they go straight to the socket once
    // the response has it (through the response, each write would cork it until the next tick).
    const socket = response.socket;
    if (socket) socket.write(text);
    else response.write(text);
    if ((socket ?? response).writableLength > MAX_BACKLOG_BYTES) response.destroy();
  }

  /** The connection closed: nothing more is written. */
  closed(): void {
    this.left = true;
  }

  end(): void {
    this.left = true;
    if (this.response && !this.response.writableEnded) this.response.end();
  }
}
