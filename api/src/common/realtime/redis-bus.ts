import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { HandlerTable, RealtimeBus, type Handler } from './bus';

interface Envelope {
  /** the publishing bus */
  from: string;
  /** the publishing bus's count of its messages */
  serial: number;
  message: unknown;
}

/** The most messages delivered here while Redis was away that are remembered for its echo. */
const DELIVERED_HERE_KEPT = 1000;

/**
 * Several instances: Redis pub/sub carries every message to every instance, this one's own
 * subscribers included, so that all of them hear the messages in one order, the order Redis
 * took them in: a move posted on A and the next one posted on B reach the viewers of both in
 * the order they were played (delivering B's own at once would put it before A's, still on its
 * way through Redis). While Redis is away this instance's subscribers get its messages at once
 * (the other instances then miss them; their clients catch up on the next change or when they
 * reconnect, which sends the whole state).
 */
export class RedisBus extends RealtimeBus {
  private readonly logger = new Logger('RealtimeBus');
  private readonly id = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly table = new HandlerTable();
  private readonly subscribed: Promise<void>;
  private readonly prefix: string;
  private reachable = true;
  private listening = false;
  private published = 0;
  /** serials of this bus's messages delivered here without Redis: their echo is dropped */
  private readonly deliveredHere = new Set<number>();

  /** `namespace` keeps apart the instances of different databases sharing one Redis. */
  constructor(url: string, namespace: string) {
    super();
    this.prefix = `go:play:${namespace}:`;
    // Without the offline queue a publish fails at once while Redis is away, instead of waiting.
    this.publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(url);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => this.unreachable(error));
      client.on('ready', () => this.reached());
    }
    // One pattern subscription: channels come and go with games without a round trip each.
    this.subscribed = this.subscriber.psubscribe(`${this.prefix}*`).then(() => {
      this.listening = true;
    });
    // closed before Redis was reached: a failure for ready()'s callers only
    this.subscribed.catch(() => undefined);
    this.subscriber.on('pmessage', (_pattern: string, channel: string, text: string) =>
      this.received(channel.slice(this.prefix.length), text),
    );
  }

  protected async send(channel: string, message: unknown): Promise<void> {
    const serial = ++this.published;
    const envelope: Envelope = { from: this.id, serial, message };
    // not listening to Redis: its echo would not come
    if (!this.hearsRedis()) this.deliverHere(serial, channel, message);
    try {
      await this.publisher.publish(`${this.prefix}${channel}`, JSON.stringify(envelope));
    } catch (error) {
      if (!this.deliveredHere.has(serial)) this.deliverHere(serial, channel, message);
      throw error;
    }
  }

  private hearsRedis(): boolean {
    return this.listening && this.subscriber.status === 'ready';
  }

  /** Delivered after the publisher's own code, as a message from Redis would be. */
  private deliverHere(serial: number, channel: string, message: unknown): void {
    this.deliveredHere.add(serial);
    if (this.deliveredHere.size > DELIVERED_HERE_KEPT) {
      this.deliveredHere.delete(this.deliveredHere.values().next().value as number);
    }
    queueMicrotask(() => this.table.deliver(channel, message));
  }

  private received(channel: string, text: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.id && this.deliveredHere.delete(envelope.serial)) return;
    this.table.deliver(channel, envelope.message);
  }

  protected listen(channel: string, handler: Handler): () => void {
    this.table.add(channel, handler);
    return () => void this.table.remove(channel, handler);
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
    return Promise.resolve();
  }

  /** The publishing connection and the key prefix, for the leadership's lease. */
  redis(): { client: Redis; prefix: string } {
    return { client: this.publisher, prefix: this.prefix };
  }

  private unreachable(error: Error): void {
    if (!this.reachable) return;
    this.reachable = false;
    this.logger.warn(
      `Redis unreachable, live games reach only this instance's clients: ${error.message}`,
    );
  }

  private reached(): void {
    if (this.reachable) return;
    this.reachable = true;
    this.logger.log('Redis reachable again');
  }
}
