import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { checkPassword, VALIDATION_MESSAGES } from '@domain/account';
import type { PasswordChange } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { MailService } from '../../mail/mail.service';
import { mailRecipient } from '../mail-recipient';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionService } from '../auth/session.service';
import { User } from '../entities/user.entity';
import { CurrentPasswordService } from './current-password.service';

/**
 * A signed-in user changing their password: the old one is proven, other sessions end, and the
 * notice to the account's address is queued with the new password.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly currentPassword: CurrentPasswordService,
    private readonly mail: MailService,
  ) {}

  /** `currentSession` is the cookie's token, the one session that stays (null with an API token). */
  async change(
    actor: User,
    change: PasswordChange,
    ip: string,
    currentSession: string | null,
  ): Promise<void> {
    const problem = checkPassword(change.newPassword);
    if (problem) {
      throw new ApiError('invalidField', {
        message: VALIDATION_MESSAGES[problem],
        field: 'newPassword',
      });
    }
    const user = await this.currentPassword.prove(actor, change.currentPassword, ip);
    const passwordHash = await this.hasher.hash(change.newPassword);
    await this.mail.transactional(this.em.fork(), async (em) => {
      await em.nativeUpdate(User, { id: user.id }, { passwordHash, updatedAt: new Date() });
      if (user.email) {
        await this.mail.queueNotice(em, 'passwordChanged', mailRecipient(user, user.email));
      }
    });
    await this.sessions.endAll(user.id, currentSession ?? undefined);
  }
}
