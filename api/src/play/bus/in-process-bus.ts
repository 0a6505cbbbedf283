import { HandlerTable, PlayBus, type Handler } from './play-bus';

/** One instance alone: messages go straight to this process's subscribers. */
export class InProcessBus extends PlayBus {
  private readonly table = new HandlerTable();

  publish(channel: string, message: unknown): Promise<void> {
    // Delivered after the publisher's own code, as a Redis message would be.
    queueMicrotask(() => this.table.deliver(channel, message));
    return Promise.resolve();
  }

  subscribe(channel: string, handler: Handler): () => void {
    this.table.add(channel, handler);
    return () => void this.table.remove(channel, handler);
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
