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
import type { ResetRequested } from '@sync/api/account';
import { ApiError } from '../../common/errors/api-error';
import { MailService } from '../../mail/mail.service';
import { replaceUserCode } from '../auth/replace-user-code';
import { mailRecipient } from '../mail-recipient';
import { PasswordResetRequest, UserCode } from '../entities/user-code.entity';
import { User } from '../entities/user.entity';
import { RateLimitService } from '../security/rate-limit.service';

/**
 * POST /user/password/reset: e-mails a reset link to the active account of a username or e-mail.
 * The answer is the same whether or not such an account exists, and so is 'already sent', which
 * is keyed by the login as typed. The link is made and sent after the answer, so neither the time
 * it takes nor a mail server failure tells whether the account exists.
 */
@Injectable()
export class PasswordResetRequestService implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetRequestService.name);
  /** Links being made and sent after their answer went out. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {}

  async request(login: unknown, ip: string, now = new Date()): Promise<ResetRequested> {
    const loginKey = typeof login === 'string' ? accountKey(login) : '';
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
    const user = await this.em.findOne(User, {
      status: 'active',
      $or: [{ usernameKey: loginKey }, { emailKey: loginKey }],
    });
    if (user?.email) this.sendAfterAnswer({ user, email: user.email, loginKey, now });
    return { status: 'sent' };
  }

  /** Shutting down waits for the links still being sent. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  private sendAfterAnswer(link: ResetLink): void {
    const task = this.sendLink(link)
      .catch((error: unknown) => {
        this.logger.error(
          `Reset e-mail for user ${link.user.id} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => this.sending.delete(task));
    this.sending.add(task);
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

  /** A new link replaces any earlier one; when it cannot be sent, the person may ask again. */
  private async sendLink({ user, email, loginKey, now }: ResetLink): Promise<void> {
    const em = this.em.fork();
    const { code: token, codeHash } = await replaceUserCode(em, {
      userId: user.id,
      kind: 'reset',
      ttlMs: RESET_TOKEN_TTL_MS,
      now,
    });
    try {
      await this.mail.sendPasswordReset(mailRecipient(user, email), token);
    } catch (error) {
      await em.nativeDelete(UserCode, { codeHash });
      await em.nativeDelete(PasswordResetRequest, { loginKey });
      throw error;
    }
  }
}

interface ResetLink {
  user: User;
  email: string;
  loginKey: string;
  now: Date;
}
