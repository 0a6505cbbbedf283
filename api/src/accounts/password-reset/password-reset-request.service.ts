import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import {
  EMAIL_MAX_LENGTH,
  RESET_RESEND_INTERVAL_MS,
  RESET_TOKEN_TTL_MS,
  VALIDATION_MESSAGES,
  accountKey,
} from '@domain/account';
import type { ResetRequested } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { MailService } from '../../mail/mail.service';
import { findAccountByLogin } from '../auth/account-lookup';
import { replaceUserCode } from '../auth/replace-user-code';
import { mailRecipient } from '../mail-recipient';
import { PasswordResetRequest } from '../entities/user-code.entity';
import { RateLimitService } from '../security/rate-limit.service';

/**
 * POST /user/password/reset: e-mails a reset link to the active account of a username or e-mail.
 * The answer is the same whether or not such an account exists, and so is 'already sent', which
 * is keyed by the login as typed. The link and its e-mail are written in one transaction after the
 * answer, so the time the answer takes does not tell whether the account exists, and the mail
 * worker sends (and retries) the e-mail.
 */
@Injectable()
export class PasswordResetRequestService implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetRequestService.name);
  /** Links being written after their answer went out. */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {}

  async request(login: unknown, ip: string, now = new Date()): Promise<ResetRequested> {
    const text = typeof login === 'string' ? login : '';
    const loginKey = accountKey(text);
    if (loginKey === '') {
      throw new ApiError('invalidField', {
        message: VALIDATION_MESSAGES.loginRequired,
        field: 'login',
      });
    }
    // No account has a longer username or e-mail; the request table keeps at most this many.
    if (loginKey.length > EMAIL_MAX_LENGTH) throw new ApiError('invalidField', { field: 'login' });
    await this.rateLimit.hit('reset', ip, loginKey);
    await this.claimResend(loginKey, now);
    const task = this.queueLink(text, now)
      .catch((error: unknown) => {
        this.logger.error(
          `Reset link failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => this.writing.delete(task));
    this.writing.add(task);
    return { status: 'sent' };
  }

  /** Shutting down waits for the links still being written. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.writing]);
  }

  /** Records this request; 429 RESET_ALREADY_SENT when one came within the last 5 minutes. */
  private async claimResend(loginKey: string, now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - RESET_RESEND_INTERVAL_MS);
    const renewed = await this.em.nativeUpdate(
      PasswordResetRequest,
      { loginKey, requestedAt: { $lte: cutoff } },
      { requestedAt: now },
    );
    if (renewed === 1) return;
    try {
      await this.em.insert(PasswordResetRequest, { loginKey, requestedAt: now });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const last = await this.em.findOne(PasswordResetRequest, { loginKey });
      const waitMs = (last?.requestedAt.getTime() ?? now.getTime()) + RESET_RESEND_INTERVAL_MS;
      const retryAfter = Math.max(1, Math.ceil((waitMs - now.getTime()) / 1000));
      throw new ApiError('resetAlreadySent', {}, retryAfter);
    }
  }

  /**
   * For the active account of the login (an address names the account with that e-mail, never
   * one named after it): a new link (replacing any earlier one) and its e-mail.
   */
  private async queueLink(login: string, now: Date): Promise<void> {
    await this.mail.transactional(this.em.fork(), async (tx) => {
      const user = await findAccountByLogin(tx, login, ['active']);
      if (!user?.email) return;
      const { code } = await replaceUserCode(tx, {
        userId: user.id,
        kind: 'reset',
        ttlMs: RESET_TOKEN_TTL_MS,
        now,
      });
      await this.mail.queuePasswordReset(tx, mailRecipient(user, user.email), code);
    });
  }
}
