import type { EntityManager } from '@mikro-orm/knex';
import { writeEventGroup, type EventWrite } from './event-group.repository';

export type { EventWrite } from './event-group.repository';

interface Waiting {
  write: EventWrite;
  done: () => void;
  failed: (error: unknown) => void;
}

/** The most events one transaction carries. */
const MAX_GROUP = 64;

/**
 * Group commit of the plain events (a move, a clock's tick: an event row and the game's summary):
 * a transaction starts once the messages already received have been handled (setImmediate),
 * and a write that arrives while one is being committed waits for it to end; all that waited
 * then go together, all or nothing (event-group.repository.ts: one statement on PostgreSQL, one
 * transaction on SQLite). Nobody waits for a timer; under load, one commit serves many games. Each
 * write's promise settles only once its group has committed, so an event is durable
 * before anyone is told of it. When a group fails (a second event of some game's step: the
 * key (game, seq) refuses it), its writes are tried again one by one, so only the refused one
 * fails.
 */
export class EventCommits {
  private readonly waiting: Waiting[] = [];
  private committing = false;
  /** transactions committed, for the tests and the bench */
  transactions = 0;

  constructor(private readonly em: EntityManager) {}

  commit(write: EventWrite): Promise<void> {
    return new Promise<void>((done, failed) => {
      this.waiting.push({ write, done, failed });
      if (this.committing) return;
      this.committing = true;
      // after the messages already received are handled: they join this group
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, MAX_GROUP);
        try {
          await this.write(group.map((one) => one.write));
          group.forEach((one) => one.done());
        } catch (error) {
          if (group.length === 1) group[0].failed(error);
          else await this.oneByOne(group);
        }
      }
    } finally {
      this.committing = false;
    }
  }

  private async oneByOne(group: readonly Waiting[]): Promise<void> {
    for (const one of group) {
      try {
        await this.write([one.write]);
        one.done();
      } catch (error) {
        one.failed(error);
      }
    }
  }

  private async write(writes: readonly EventWrite[]): Promise<void> {
    await writeEventGroup(this.em, writes);
    this.transactions += 1;
  }
}
