import { HandlerTable, RealtimeBus, type Handler } from './bus';

/** One instance alone: messages go straight to this process's subscribers. */
export class InProcessBus extends RealtimeBus {
  private readonly table = new HandlerTable();

  protected send(channel: string, message: unknown): Promise<void> {
    // Delivered after the publisher's own code, as a Redis message would be.
    queueMicrotask(() => this.table.deliver(channel, message));
    return Promise.resolve();
  }

  protected listen(channel: string, handler: Handler): () => void {
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
