import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { HandlerTable, PlayBus, type Handler } from './play-bus';

/** Several instances: Redis pub/sub carries every message to every instance subscribed. */
export class RedisBus extends PlayBus {
  private readonly logger = new Logger('PlayBus');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly table = new HandlerTable();
  private readonly subscribed: Promise<void>;
  private readonly prefix: string;

  /** `namespace` keeps apart the instances of different databases sharing one Redis. */
  constructor(url: string, namespace: string) {
    super();
    this.prefix = `go:play:${namespace}:`;
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    // One pattern subscription: channels come and go with games without a round trip each.
    this.subscribed = this.subscriber.psubscribe(`${this.prefix}*`).then(() => undefined);
    this.subscriber.on('pmessage', (_pattern: string, channel: string, text: string) => {
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      this.table.deliver(channel.slice(this.prefix.length), message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(`${this.prefix}${channel}`, JSON.stringify(message));
  }

  subscribe(channel: string, handler: Handler): () => void {
    this.table.add(channel, handler);
    return () => void this.table.remove(channel, handler);
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
    return Promise.resolve();
  }

  /** The publishing connection and the key prefix, for the clock's leadership. */
  redis(): { client: Redis; prefix: string } {
    return { client: this.publisher, prefix: this.prefix };
  }
}
