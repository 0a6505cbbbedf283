/**
 * How the instances of the API tell each other about changes (a move, a new challenge): Redis
 * pub/sub when REDIS_URL is set, else within this process. A message reaches every subscriber of
 * its channel, in this process too; every instance hears the messages in one order (Redis's), so
 * messages published one after the other on different instances arrive in that order.
 */
export abstract class RealtimeBus {
  /** Nest calls it when the app closes: the Redis connections end with it. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  publish<M>(channel: Channel<M>, message: M): Promise<void> {
    return this.send(channel.name, message);
  }

  /** Returns the unsubscribe function. */
  subscribe<M>(channel: Channel<M>, handler: (message: M) => void): () => void {
    // a channel's messages are only ever published typed as its own (publish above)
    return this.listen(channel.name, handler as Handler);
  }

  protected abstract send(name: string, message: unknown): Promise<void>;
  protected abstract listen(name: string, handler: Handler): () => void;
  /** Resolves once the bus can carry messages (Redis subscribed). */
  abstract ready(): Promise<void>;
  abstract close(): Promise<void>;
}

export type Handler = (message: unknown) => void;

/** A channel of the bus and the type of its messages; `name` is what goes over Redis. */
export interface Channel<M> {
  readonly name: string;
  /** never set: it carries the messages' type to publish and subscribe */
  readonly message?: M;
}

export function channel<M>(name: string): Channel<M> {
  return { name };
}

/** Handlers per channel, shared by both buses. */
export class HandlerTable {
  private readonly handlers = new Map<string, Set<Handler>>();

  /** Returns whether this is the channel's first handler. */
  add(channel: string, handler: Handler): boolean {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return first;
  }

  /** Returns whether the channel has no handler left. */
  remove(channel: string, handler: Handler): boolean {
    const set = this.handlers.get(channel);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.handlers.delete(channel);
    return true;
  }

  deliver(channel: string, message: unknown): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch {
        // one subscriber's failure is its own; the others still get the message
      }
    }
  }
}
