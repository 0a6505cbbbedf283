import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { ACTIVATION_CODE_TTL_MS, accountKey } from '@domain/account';
import { usernameSkeleton } from '@domain/account/username-skeleton';
import type { RegisterResult } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { MailService } from '../../mail/mail.service';
import { PasswordHasher } from '../auth/password-hasher';
import { hashSecret, newSecretToken } from '../auth/secret-token';
import { UserCode } from '../entities/user-code.entity';
import { User } from '../entities/user.entity';
import { assertUsernameAvailable } from '../username-availability';
import type { Registration } from './registration-input';

/**
 * Sign-up: a pending account, its activation code and the activation e-mail, committed together;
 * the answer comes once they are, and the mail worker sends the e-mail (retrying if need be).
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
  ) {}

  async register(registration: Registration, now = new Date()): Promise<RegisterResult> {
    await this.forgetExpiredSignUps(registration, now);
    await assertUsernameAvailable(this.em, registration);
    const passwordHash = await this.hasher.hash(registration.password);
    await this.createPending(registration, passwordHash, newSecretToken(), now);
    return { status: 'activation pending' };
  }

  /**
   * The account, its code and its activation e-mail in one transaction, so a committed sign-up
   * always gets its link; the unique keys (and skeletons) turn a lost race into 409.
   */
  private async createPending(
    { username, email, language }: Registration,
    passwordHash: string,
    code: string,
    now: Date,
  ): Promise<void> {
    try {
      await this.mail.transactional(this.em, async (em) => {
        const user = em.create(User, {
          username,
          usernameKey: accountKey(username),
          email,
          emailKey: accountKey(email),
          passwordHash,
          status: 'pending',
          roles: 'user',
          language,
          createdAt: now,
          updatedAt: now,
        });
        em.create(UserCode, {
          codeHash: hashSecret(code),
          user,
          kind: 'activation',
          createdAt: now,
          expiresAt: new Date(now.getTime() + ACTIVATION_CODE_TTL_MS),
        });
        await em.flush();
        await this.mail.queueActivation(em, { username, email, language }, code);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ApiError('userExists');
      if (error instanceof ApiError) throw error;
      // nothing was written (one transaction): the spec's 500 for a sign-up that failed
      throw new ApiError('registrationFailed', {}, undefined, error);
    }
  }

  /**
   * A sign-up never activated within its code's lifetime frees its username (and its
   * look-alikes) and e-mail, so a typo in the address does not lock them forever; one holding a
   * newer link still alive (sent again by POST /activate/resend) keeps them.
   */
  private async forgetExpiredSignUps({ username, email }: Registration, now: Date) {
    const createdBefore = new Date(now.getTime() - ACTIVATION_CODE_TTL_MS);
    await this.em.transactional(async (em) => {
      const stale = await em.find(
        User,
        {
          status: 'pending',
          createdAt: { $lt: createdBefore },
          $or: [
            { usernameKey: accountKey(username) },
            { usernameSkeleton: usernameSkeleton(username) },
            { emailKey: accountKey(email) },
          ],
        },
        { fields: ['id'] },
      );
      if (stale.length === 0) return;
      const alive = await em.find(
        UserCode,
        {
          user: { $in: stale.map((user) => user.id) },
          kind: 'activation',
          usedAt: null,
          expiresAt: { $gt: now },
        },
        { fields: ['user'] },
      );
      const keep = new Set(alive.map((code) => code.user.id));
      const ids = stale.map((user) => user.id).filter((id) => !keep.has(id));
      if (ids.length === 0) return;
      await em.nativeDelete(UserCode, { user: { $in: ids } });
      await em.nativeDelete(User, { id: { $in: ids } });
    });
  }
}
