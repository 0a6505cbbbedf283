import { Injectable } from '@nestjs/common';
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
import { PasswordResetRequest } from '../entities/user-code.entity';
import { User } from '../entities/user.entity';
import { RateLimitService } from '../security/rate-limit.service';

/**
 * POST /user/password/reset: e-mails a reset link to the active account of a username or e-mail.
 * The answer is the same whether or not such an account exists, and so is 'already sent', which
 * is keyed by the login as typed. The request, the link and its e-mail are written in one
 * transaction and the mail worker sends the e-mail, so a slow or failing mail server shows in no
 * answer, and a committed request always gets its e-mail.
 */
@Injectable()
export class PasswordResetRequestService {
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
    await this.mail.transactional(this.em.fork(), async (tx) => {
      await claimResend(tx, loginKey, now);
      const user = await tx.findOne(User, {
        status: 'active',
        $or: [{ usernameKey: loginKey }, { emailKey: loginKey }],
      });
      if (!user?.email) return;
      // A new link replaces any earlier one.
      const { code } = await replaceUserCode(tx, {
        userId: user.id,
        kind: 'reset',
        ttlMs: RESET_TOKEN_TTL_MS,
        now,
      });
      await this.mail.queuePasswordReset(tx, mailRecipient(user, user.email), code);
    });
    return { status: 'sent' };
  }
}

/** Records this request; 429 RESET_ALREADY_SENT when one came within the last 5 minutes. */
async function claimResend(tx: EntityManager, loginKey: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - RESET_RESEND_INTERVAL_MS);
  const renewed = await tx.nativeUpdate(
    PasswordResetRequest,
    { loginKey, requestedAt: { $lte: cutoff } },
    { requestedAt: now },
  );
  if (renewed === 1) return;
  try {
    // In a savepoint: PostgreSQL refuses further statements in a transaction after a failed one.
    await tx.transactional((inner) =>
      inner.insert(PasswordResetRequest, { loginKey, requestedAt: now }),
    );
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const last = await tx.findOne(PasswordResetRequest, { loginKey });
    const waitMs = (last?.requestedAt.getTime() ?? now.getTime()) + RESET_RESEND_INTERVAL_MS;
    const retryAfter = Math.max(1, Math.ceil((waitMs - now.getTime()) / 1000));
    throw new ApiError('resetAlreadySent', {}, retryAfter);
  }
}
