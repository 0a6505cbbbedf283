import type { QueuedBroadcastAction } from '@pwa/lib/db';
import type { SendOutcome } from './console-api';

/** Waits after a failed send: 1 s, doubled each time, at most 30 s. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

export interface SenderParts {
  /** the waiting actions in their order */
  list: () => Promise<QueuedBroadcastAction[]>;
  send: (action: QueuedBroadcastAction) => Promise<SendOutcome>;
  /** the action is done: take it off the queue, keep the board the server answered */
  done: (action: QueuedBroadcastAction, outcome: SendOutcome & { kind: 'sent' }) => Promise<void>;
  /** the server refused it: its board's sending stops until the board is dropped */
  refused: (action: QueuedBroadcastAction, status: number, message: string) => void;
  /** whether the sender waits for a network (between tries) */
  waiting: (waiting: boolean) => void;
}

/**
 * Sends a broadcast's waiting actions one at a time in their order, each exactly once: kept on
 * the queue until the server answered 200 or 201, tried again with backoff while there is no
 * answer, and never past a refusal on its board (a later action builds on the refused one).
 */
export class QueueSender {
  private running = false;
  private again = false;
  private stopped = false;
  private readonly blocked = new Set<number>();
  private wake: (() => void) | null = null;

  constructor(private readonly parts: SenderParts) {}

  /** Something changed (a new action, the network came back): send what waits, now. */
  kick(): void {
    if (this.stopped) return;
    this.again = true;
    this.wake?.();
    if (!this.running) void this.drain();
  }

  /** Lets the board's actions go again (after its waiting ones were dropped). */
  unblock(board: number): void {
    this.blocked.delete(board);
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  private async drain(): Promise<void> {
    this.running = true;
    let delay = RETRY_FIRST_MS;
    try {
      while (!this.stopped && this.again) {
        this.again = false;
        for (;;) {
          if (this.stopped) return;
          const step = await this.step();
          if (step === 'empty') break;
          if (this.stopped) return;
          if (step === 'sent') {
            delay = RETRY_FIRST_MS;
          } else if (step === 'retry') {
            this.parts.waiting(true);
            await this.pause(delay);
            delay = Math.min(delay * 2, RETRY_MAX_MS);
          }
        }
        this.parts.waiting(false);
      }
    } finally {
      this.running = false;
    }
  }

  /** Sends the first action of a board not refused; a storage failure is tried again too. */
  private async step(): Promise<'empty' | 'sent' | 'refused' | 'retry'> {
    try {
      const queue = await this.parts.list();
      const next = queue.find((action) => !this.blocked.has(action.board));
      if (!next) return 'empty';
      const outcome = await this.parts.send(next);
      if (this.stopped) return 'retry';
      if (outcome.kind === 'sent') {
        await this.parts.done(next, outcome);
        return 'sent';
      }
      if (outcome.kind === 'refused') {
        this.blocked.add(next.board);
        this.parts.refused(next, outcome.status, outcome.message);
        return 'refused';
      }
      return 'retry';
    } catch {
      return 'retry';
    }
  }

  /** Waits `ms`, or less when kicked. */
  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = finish;
    }).then(() => {
      this.wake = null;
    });
  }
}
