import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { HandlerTable, RealtimeBus, type Handler } from './bus';

interface Envelope {
  /** the publishing bus, which has delivered it to its own subscribers already */
  from: string;
  message: unknown;
}

/**
 * Several instances: Redis pub/sub carries every message to every other instance. This
 * instance's own subscribers get it at once, without the round trip, and still get it while
 * Redis is away (the other instances then miss it; their clients catch up on the next change or
 * when they reconnect, which sends the whole state).
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
    this.subscribed = this.subscriber.psubscribe(`${this.prefix}*`).then(() => undefined);
    // an envelope starts with its `from`: this bus's own come back and are dropped unparsed
    const own = JSON.stringify({ from: this.id }).slice(0, -1);
    this.subscriber.on('pmessage', (_pattern: string, channel: string, text: string) => {
      if (text.startsWith(own)) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        return;
      }
      if (envelope.from === this.id) return;
      this.table.deliver(channel.slice(this.prefix.length), envelope.message);
    });
  }

  protected async send(channel: string, message: unknown): Promise<void> {
    queueMicrotask(() => this.table.deliver(channel, message));
    const envelope: Envelope = { from: this.id, message };
    await this.publisher.publish(`${this.prefix}${channel}`, JSON.stringify(envelope));
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
