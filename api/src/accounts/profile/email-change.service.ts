import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { EMAIL_CHANGE_TTL_MS, VALIDATION_MESSAGES, accountKey, checkEmail } from '@domain/account';
import { FIELD_ERROR_MESSAGES } from '@domain/errors/error-catalogue';
import type { EmailChanged, EmailChangeRequested } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { MailService } from '../../mail/mail.service';
import { replaceUserCode } from '../auth/replace-user-code';
import { mailRecipient } from '../mail-recipient';
import { hashSecret } from '../auth/secret-token';
import { UserCode } from '../entities/user-code.entity';
import { User } from '../entities/user.entity';
import { CurrentPasswordService } from './current-password.service';
import type { EmailChangeDto } from './dto/email-change.dto';

/**
 * A signed-in user moving their account to another e-mail address: proven by the current
 * password, then by a link sent to the new address (queued with the link in one transaction).
 * Until the link is opened nothing changes; a newer request replaces the older link.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPasswordService,
    private readonly mail: MailService,
  ) {}

  async request(actor: User, body: EmailChangeDto, ip: string): Promise<EmailChangeRequested> {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const problem = checkEmail(email);
    if (problem) invalidEmail(problem);
    const user = await this.currentPassword.prove(actor, body.password, ip);
    const emailKey = accountKey(email);
    if (emailKey === user.emailKey) invalidEmail('emailUnchanged');
    if (await this.em.fork().count(User, { emailKey })) throw new ApiError('userExists');

    const now = new Date();
    await this.mail.transactional(this.em.fork(), async (tx) => {
      const { code } = await replaceUserCode(tx, {
        userId: user.id,
        kind: 'email',
        ttlMs: EMAIL_CHANGE_TTL_MS,
        now,
        newEmail: email,
      });
      await this.mail.queueEmailConfirmation(tx, mailRecipient(user, email), code);
    });
    return { status: 'sent' };
  }

  /**
   * The link from the e-mail: the account takes the address it was sent to, once, and the notice
   * to the old address is queued in the same transaction.
   */
  async confirm(code: string, now = new Date()): Promise<EmailChanged> {
    const email = await this.moveAccount(hashSecret(code), now);
    return { status: 'changed', Email: email };
  }

  /** Returns the account's new address. */
  private async moveAccount(codeHash: string, now: Date): Promise<string> {
    try {
      return await this.mail.transactional(this.em.fork(), async (em) => {
        // The conditional update claims the code: of two simultaneous uses, one changes no row.
        const claimed = await em.nativeUpdate(
          UserCode,
          { codeHash, kind: 'email', usedAt: null, expiresAt: { $gt: now } },
          { usedAt: now },
        );
        if (claimed !== 1) throw new ApiError('emailLinkInvalid');
        const { user, newEmail } = await em.findOneOrFail(
          UserCode,
          { codeHash },
          { populate: ['user'] },
        );
        if (!newEmail) throw new ApiError('emailLinkInvalid');
        const changed = await em.nativeUpdate(
          User,
          { id: user.id, status: 'active' },
          { email: newEmail, emailKey: accountKey(newEmail), updatedAt: now },
        );
        if (changed !== 1) throw new ApiError('emailLinkInvalid');
        if (user.email) {
          const oldAddress = mailRecipient(user, user.email);
          await this.mail.queueNotice(em, 'emailChanged', oldAddress, { newEmail });
        }
        return newEmail;
      });
    } catch (error) {
      // Somebody took the address since the link was sent; the link stays usable if it frees.
      if (error instanceof UniqueConstraintViolationException) throw new ApiError('userExists');
      throw error;
    }
  }
}

/** A bad form of address answers the spec's server code, as at sign-up. */
function invalidEmail(problem: keyof typeof VALIDATION_MESSAGES): never {
  const message =
    problem === 'emailInvalid' ? FIELD_ERROR_MESSAGES.emailInvalid : VALIDATION_MESSAGES[problem];
  throw new ApiError('invalidField', { message, field: 'email' });
}
