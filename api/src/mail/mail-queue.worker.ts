import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/knex';
import {
  claimMail,
  dueMails,
  markFailedAttempt,
  markSent,
  nextDueAt,
  purgeFinishedMail,
} from './mail-queue-store';
import { MAIL_LEASE_MS, MAIL_POLL_MS, MAX_MAIL_ATTEMPTS, mailRetryDelayMs } from './mail-retry';
import type { MailTransport } from './mail-transport';
import type { QueuedMail } from './queued-mail.entity';

const BATCH = 20;
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;

/**
 * Sends the queued e-mails: when woken (a transaction queued one, the app started) and when the
 * next one falls due (a retry, one left by another instance). Each attempt first claims its row,
 * so two instances never send one e-mail twice; a failed attempt is retried later, up to
 * MAX_MAIL_ATTEMPTS, then the e-mail is marked failed and logged. An instance that crashes in the
 * middle of sending leaves its e-mail to be sent again when its lease runs out: at least once.
 */
export class MailQueueWorker {
  private readonly logger = new Logger('MailQueue');
  /** the drain under way, if any */
  private running: Promise<void> | null = null;
  /** woken while draining: look again before resting */
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly transport: MailTransport,
  ) {}

  /** Looks for due e-mails now (or right after the drain under way). */
  wake(): void {
    this.again = true;
    if (!this.running && !this.stopped) this.running = this.drain();
  }

  /** Ends the work: the attempt under way finishes, no other starts. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends every e-mail due at `now` that nobody else holds; resolves when done. */
  async sendDue(now = new Date()): Promise<void> {
    const em = this.em.fork();
    for (;;) {
      const due = await dueMails(em, now, BATCH);
      if (due.length === 0 || this.stopped) return;
      for (const row of due) {
        if (this.stopped) return;
        const mail = await claimMail(em, row, now, new Date(now.getTime() + MAIL_LEASE_MS));
        if (mail) await this.attempt(em, mail, now);
      }
    }
  }

  private async drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    let nextAt: Date | null = null;
    do {
      this.again = false;
      try {
        const now = new Date();
        await this.sendDue(now);
        await purgeFinishedMail(this.em.fork(), new Date(now.getTime() - KEEP_FINISHED_MS));
        nextAt = await nextDueAt(this.em.fork());
      } catch (error) {
        this.logger.error(`Sending queued e-mail failed: ${messageOf(error)}`);
      }
    } while (this.again && !this.stopped);
    this.running = null;
    if (this.stopped) return;
    const waitMs = nextAt ? nextAt.getTime() - Date.now() : MAIL_POLL_MS;
    this.timer = setTimeout(() => this.wake(), Math.min(Math.max(waitMs, 0), MAIL_POLL_MS));
    this.timer.unref();
  }

  private async attempt(em: EntityManager, mail: QueuedMail, now: Date): Promise<void> {
    const what = `${mail.kind} e-mail ${mail.id} to ${mail.recipient}`;
    try {
      await this.transport.deliver(mail);
    } catch (error) {
      const given = mail.attempts >= MAX_MAIL_ATTEMPTS;
      const nextAttemptAt = given
        ? null
        : new Date(now.getTime() + mailRetryDelayMs(mail.attempts));
      await markFailedAttempt(em, mail, { error: messageOf(error), now, nextAttemptAt });
      if (nextAttemptAt) {
        this.logger.warn(
          `${what}: attempt ${mail.attempts} of ${MAX_MAIL_ATTEMPTS} failed (${messageOf(error)}); next at ${nextAttemptAt.toISOString()}`,
        );
      } else {
        this.logger.error(
          `${what} failed after ${mail.attempts} attempts, given up: ${messageOf(error)}`,
        );
      }
      return;
    }
    await markSent(em, mail.id, new Date());
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
