import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { VALIDATION_MESSAGES, accountKey, checkPassword } from '@domain/account';
import type { ResetTokenState } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { MailService } from '../../mail/mail.service';
import { mailRecipient } from '../mail-recipient';
import { PasswordHasher } from '../auth/password-hasher';
import { hashSecret } from '../auth/secret-token';
import { UserCode } from '../entities/user-code.entity';
import { UserSession } from '../entities/user-session.entity';
import { User } from '../entities/user.entity';
import { RateLimitService } from '../security/rate-limit.service';

/** The link of a reset e-mail: checked, then used once to set a new password. */
@Injectable()
export class ResetTokenService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly rateLimit: RateLimitService,
    private readonly mail: MailService,
  ) {}

  /** 410 RESET_TOKEN_INVALID for an unknown, used or expired token. */
  async check(token: string, now = new Date()): Promise<ResetTokenState> {
    const user = await this.userOf(token, now);
    return { valid: true, UserName: user.username };
  }

  /**
   * Sets the new password, uses up the token (and any other reset link of the user), ends every
   * session of the user and queues the notice to the account's address, all in one transaction.
   */
  async reset(token: string, password: unknown, now = new Date()): Promise<void> {
    const text = typeof password === 'string' ? password : '';
    const problem = checkPassword(text);
    if (problem !== null) {
      throw new ApiError('invalidField', {
        message: VALIDATION_MESSAGES[problem],
        field: 'password',
      });
    }
    const user = await this.userOf(token, now);
    const passwordHash = await this.hasher.hash(text);
    await this.mail.transactional(this.em, async (em) => {
      const claimed = await em.nativeUpdate(
        UserCode,
        { codeHash: hashSecret(token), kind: 'reset', usedAt: null, expiresAt: { $gt: now } },
        { usedAt: now },
      );
      if (claimed !== 1) throw new ApiError('resetTokenInvalid');
      const updated = await em.nativeUpdate(
        User,
        { id: user.id, status: 'active' },
        { passwordHash, updatedAt: now },
      );
      if (updated !== 1) throw new ApiError('resetTokenInvalid');
      await em.nativeUpdate(
        UserCode,
        { user: user.id, kind: 'reset', usedAt: null },
        { usedAt: now },
      );
      await em.nativeDelete(UserSession, { user: user.id });
      if (user.email) {
        await this.mail.queueNotice(em, 'passwordChanged', mailRecipient(user, user.email));
      }
    });
    // Whoever was locked out by failed sign-ins can sign in with the new password at once.
    await this.rateLimit.clear('login', user.usernameKey);
    if (user.email) await this.rateLimit.clear('login', accountKey(user.email));
  }

  private async userOf(token: string, now: Date): Promise<User> {
    const code = await this.em.findOne(
      UserCode,
      { codeHash: hashSecret(token), kind: 'reset', usedAt: null, expiresAt: { $gt: now } },
      { populate: ['user'] },
    );
    if (!code || code.user.status !== 'active') throw new ApiError('resetTokenInvalid');
    return code.user;
  }
}
