import { RoundRobinQueue } from './round-robin-queue';

/** One move's place at an engine. */
export interface EngineTicket {
  /** whether the move must wait: every engine was busy when it came */
  readonly waiting: boolean;
  /** the ms the move waited, once an engine is free for it */
  readonly granted: Promise<number>;
  /** frees the engine, or leaves the queue; only the first call counts */
  release(): void;
}

interface Waiter {
  since: number;
  grant: (waitedMs: number) => void;
  fail: (error: Error) => void;
}

/**
 * The moves one kind of engine thinks about: `capacity` at once, the others waiting, served round
 * robin between the accounts they are played against (RoundRobinQueue), first come first served
 * within an account.
 */
export class EngineQueue {
  private running = 0;
  private readonly waiting = new RoundRobinQueue<Waiter>();
  private closed = false;

  constructor(
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Moves being thought about, and moves waiting for an engine. */
  load(): { busy: number; queued: number } {
    return { busy: this.running, queued: this.waiting.size };
  }

  enter(account: number): EngineTicket {
    if (this.closed) return refused();
    if (this.running < this.capacity && this.waiting.size === 0) {
      this.running += 1;
      return { waiting: false, granted: Promise.resolve(0), release: once(() => this.free()) };
    }
    let waiter!: Waiter;
    let granted = false;
    const promise = new Promise<number>((resolve, reject) => {
      waiter = {
        since: this.now(),
        grant: (ms) => {
          granted = true;
          resolve(ms);
        },
        fail: reject,
      };
    });
    this.waiting.push(account, waiter);
    const release = once(() => {
      if (granted) this.free();
      else this.waiting.remove(account, waiter);
    });
    return { waiting: true, granted: promise, release };
  }

  /** Fails every waiting move; later ones fail at once. */
  close(): void {
    this.closed = true;
    const error = new Error('The bots are stopping');
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) next.fail(error);
  }

  private free(): void {
    this.running -= 1;
    while (this.running < this.capacity) {
      const next = this.waiting.shift();
      if (!next) return;
      this.running += 1;
      next.grant(this.now() - next.since);
    }
  }
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

function refused(): EngineTicket {
  const granted = Promise.reject(new Error('The bots are stopping'));
  granted.catch(() => undefined);
  return { waiting: false, granted, release: () => undefined };
}
