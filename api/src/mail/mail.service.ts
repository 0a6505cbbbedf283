import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import {
  ACTIVATION_CODE_TTL_MS,
  EMAIL_CHANGE_TTL_MS,
  HOUR_MS,
  RESET_TOKEN_TTL_MS,
  SUPPORT_EMAIL,
  type AccountLanguage,
} from '@domain/account';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../accounts/accounts-config';
import { writeToOutbox } from './outbox';
import { smtpOptions } from './smtp-options';
import type { MailContent } from './mail-frame';
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
 * Sends e-mail with nodemailer: through SMTP when `smtpUrl` is set; otherwise (embedded) each
 * message becomes a .eml file in the outbox and its link is logged, so a fresh machine works.
 * Throws when a message cannot be sent.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly from: string;
  /** Notices still being sent. */
  private readonly notices = new Set<Promise<void>>();

  constructor(@Inject(ACCOUNTS_CONFIG) readonly config: AccountsConfig) {
    this.transport = config.smtpUrl
      ? createTransport(smtpOptions(config.smtpUrl))
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.from = `no-reply@${new URL(config.publicUrl).hostname}`;
  }

  /** The link to /sign-up/{code} that activates a new account. */
  sendActivation(to: MailRecipient, code: string): Promise<void> {
    return this.send('activation', to, code);
  }

  /** The link to /reset-password/{token} that sets a new password. */
  sendPasswordReset(to: MailRecipient, token: string): Promise<void> {
    return this.send('reset', to, token);
  }

  /** The link to /confirm-email/{code} that makes the recipient's address the account's. */
  sendEmailConfirmation(to: MailRecipient, code: string): Promise<void> {
    return this.send('email', to, code);
  }

  /**
   * Sends a security notice (password or e-mail changed) after the answer to the change has gone
   * out. It never throws: the change stands whether or not the notice gets through, and a failure
   * is logged. Shutting down waits for the notices on their way.
   */
  notify(kind: NoticeKind, to: MailRecipient, details: { newEmail?: string } = {}): void {
    const content = composeNotice(kind, to.language, {
      username: to.username,
      newEmail: details.newEmail,
      resetLink: `${this.config.publicUrl}/reset-password`,
      supportEmail: SUPPORT_EMAIL,
    });
    const task = this.deliver(kind, to.email, content, '')
      .catch((error: unknown) => {
        this.logger.error(
          `${kind} notice to ${to.email} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => this.notices.delete(task));
    this.notices.add(task);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.notices]);
    this.transport.close();
  }

  private async send(kind: MailKind, to: MailRecipient, secret: string): Promise<void> {
    const { path, ttlMs } = LINKS[kind];
    const link = `${this.config.publicUrl}${path}${encodeURIComponent(secret)}`;
    const content = composeMail(kind, to.language, {
      username: to.username,
      link,
      validHours: ttlMs / HOUR_MS,
    });
    await this.deliver(kind, to.email, content, `: ${link}`);
  }

  /** Sends through SMTP, or (embedded) writes the outbox file and logs it with `logged`. */
  private async deliver(
    kind: MailKind | NoticeKind,
    to: string,
    content: MailContent,
    logged: string,
  ): Promise<void> {
    const info: unknown = await this.transport.sendMail({
      from: this.from,
      to,
      ...content,
      textEncoding: 'base64',
    });
    if (this.config.smtpUrl) return;
    const file = await writeToOutbox(this.config.outboxDir, kind, messageOf(info));
    this.logger.log(`${kind} e-mail to ${to}${logged} (${file})`);
  }
}

function messageOf(info: unknown): Buffer {
  const message = (info as { message?: unknown }).message;
  if (!Buffer.isBuffer(message)) throw new Error('The stream transport gave no message buffer');
  return message;
}
