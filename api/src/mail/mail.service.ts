import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import {
  ACTIVATION_CODE_TTL_MS,
  EMAIL_CHANGE_TTL_MS,
  HOUR_MS,
  RESET_TOKEN_TTL_MS,
  SUPPORT_EMAIL,
  type AccountLanguage,
} from '@domain/account';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import type { MailAttachment } from './mail-attachments';
import type { MailContent } from './mail-frame';
import { insertQueuedMail } from './mail-queue-store';
import { MailQueueWorker } from './mail-queue.worker';
import { MailTransport } from './mail-transport';
import { composeNotice, type NoticeKind } from './notice-templates';
import { composeMail, type MailKind } from './templates';

export interface MailRecipient {
  email: string;
  username: string;
  language: AccountLanguage;
}

const LINKS: Record<MailKind, { path: string; ttlMs: number }> = {
  activation: { path: '/sign-up/', ttlMs: ACTIVATION_CODE_TTL_MS },
  reset: { path: '/reset-password/', ttlMs: RESET_TOKEN_TTL_MS },
  email: { path: '/confirm-email/', ttlMs: EMAIL_CHANGE_TTL_MS },
};

/**
 * E-mail through a transactional outbox: a change and its e-mail are written in one transaction
 * (`transactional`, then `queue…` with its entity manager), so every committed change has its
 * e-mail and a rolled-back one has none; the mail worker sends it right after the commit, retries
 * when the server fails, and on start sends what an earlier run left.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly worker: MailQueueWorker;

  constructor(
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
    em: EntityManager,
  ) {
    this.worker = new MailQueueWorker(em.fork(), new MailTransport(config));
  }

  /**
   * Runs `work` in one transaction of `em`; the e-mails it queues go out once it has committed,
   * and only then.
   */
  async transactional<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    const result = await em.transactional(work);
    this.worker.wake();
    return result;
  }

  /** The link to /sign-up/{code} that activates a new account. */
  queueActivation(tx: EntityManager, to: MailRecipient, code: string): Promise<void> {
    return this.queueLink(tx, 'activation', to, code);
  }

  /** The link to /reset-password/{token} that sets a new password. */
  queuePasswordReset(tx: EntityManager, to: MailRecipient, token: string): Promise<void> {
    return this.queueLink(tx, 'reset', to, token);
  }

  /** The link to /confirm-email/{code} that makes the recipient's address the account's. */
  queueEmailConfirmation(tx: EntityManager, to: MailRecipient, code: string): Promise<void> {
    return this.queueLink(tx, 'email', to, code);
  }

  /** A security notice: the password or the e-mail address of the account has changed. */
  queueNotice(
    tx: EntityManager,
    kind: NoticeKind,
    to: MailRecipient,
    details: { newEmail?: string } = {},
  ): Promise<void> {
    const content = composeNotice(kind, to.language, {
      username: to.username,
      newEmail: details.newEmail,
      resetLink: `${this.config.publicUrl}/reset-password`,
      supportEmail: SUPPORT_EMAIL,
    });
    return insertQueuedMail(tx, {
      kind,
      recipient: to.email,
      content,
      link: null,
      now: new Date(),
    });
  }

  /**
   * A message to the support address (a visitor's feedback), answered to `replyTo`, with files
   * read from disk when it is sent.
   */
  queueToSupport(
    tx: EntityManager,
    message: { content: MailContent; replyTo: string; attachments: readonly MailAttachment[] },
  ): Promise<void> {
    return insertQueuedMail(tx, {
      kind: 'feedback',
      recipient: SUPPORT_EMAIL,
      content: message.content,
      link: null,
      now: new Date(),
      replyTo: message.replyTo,
      attachments: message.attachments,
    });
  }

  /** Sends every queued e-mail due at `now` that no other instance is sending. */
  sendDue(now = new Date()): Promise<void> {
    return this.worker.sendDue(now);
  }

  /** Sends what an earlier run left queued (it stopped or crashed before sending). */
  onApplicationBootstrap(): void {
    this.worker.wake();
  }

  /** The e-mail being sent is finished; the rest stays queued for the next start. */
  onModuleDestroy(): Promise<void> {
    return this.worker.stop();
  }

  private queueLink(
    tx: EntityManager,
    kind: MailKind,
    to: MailRecipient,
    secret: string,
  ): Promise<void> {
    const { path, ttlMs } = LINKS[kind];
    const link = `${this.config.publicUrl}${path}${encodeURIComponent(secret)}`;
    const content = composeMail(kind, to.language, {
      username: to.username,
      link,
      validHours: ttlMs / HOUR_MS,
    });
    return insertQueuedMail(tx, { kind, recipient: to.email, content, link, now: new Date() });
  }
}
