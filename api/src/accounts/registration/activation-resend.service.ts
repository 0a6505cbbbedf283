import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { ActivationResent } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { MailService } from '../../mail/mail.service';
import { CredentialsService } from '../auth/credentials.service';
import type { LoginDto } from '../auth/dto/login.dto';
import { hashSecret, newSecretToken } from '../auth/secret-token';
import { mailRecipient } from '../mail-recipient';
import { claimActivationLink } from './activation-link-claim';

/**
 * POST /activate/resend: a new activation link for a pending account, asked for with its login
 * and password (as a sign-in, under the same rate limits), so it tells nobody else anything. The
 * new link replaces the earlier ones and its e-mail is queued in the same transaction; at most
 * one every 5 minutes.
 */
@Injectable()
export class ActivationResendService {
  constructor(
    private readonly em: EntityManager,
    private readonly credentials: CredentialsService,
    private readonly mail: MailService,
  ) {}

  async resend(body: LoginDto, ip: string, now = new Date()): Promise<ActivationResent> {
    const user = await this.credentials.verify(body, ip);
    const email = user.email;
    if (user.status !== 'pending' || !email) throw new ApiError('alreadyActive');
    const code = newSecretToken();
    try {
      await this.mail.transactional(this.em.fork(), async (tx) => {
        await claimActivationLink(tx, { userId: user.id, codeHash: hashSecret(code), now });
        await this.mail.queueActivation(tx, mailRecipient(user, email), code);
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // the new link and its e-mail could not be queued (rolled back together): the old link holds
      throw new ApiError('sendEmailFailed', {}, undefined, error);
    }
    return { status: 'sent' };
  }
}
