import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { ActivationResent } from '@sync/api/account';
import { ApiError } from '../../common/errors/api-error';
import { MailService } from '../../mail/mail.service';
import { CredentialsService } from '../auth/credentials.service';
import type { LoginDto } from '../auth/dto/login.dto';
import { hashSecret, newSecretToken } from '../auth/secret-token';
import { UserCode } from '../entities/user-code.entity';
import { mailRecipient } from '../mail-recipient';
import { claimActivationLink } from './activation-link-claim';

/**
 * POST /activate/resend: a new activation link for a pending account, asked for with its login
 * and password (as a sign-in, under the same rate limits), so it tells nobody else anything. The
 * new link replaces the earlier ones once it is sent; at most one every 5 minutes.
 */
@Injectable()
export class ActivationResendService {
  private readonly logger = new Logger(ActivationResendService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly credentials: CredentialsService,
    private readonly mail: MailService,
  ) {}

  async resend(body: LoginDto, ip: string, now = new Date()): Promise<ActivationResent> {
    const user = await this.credentials.verify(body, ip);
    if (user.status !== 'pending' || !user.email) throw new ApiError('alreadyActive');
    const code = newSecretToken();
    const codeHash = hashSecret(code);
    const em = this.em.fork();
    await claimActivationLink(em, { userId: user.id, codeHash, now });
    try {
      await this.mail.sendActivation(mailRecipient(user, user.email), code);
    } catch (error) {
      this.logger.error(
        `Activation e-mail for user ${user.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      await em.nativeDelete(UserCode, { codeHash });
      throw new ApiError('sendEmailFailed');
    }
    // Older links stop working once the new one is on its way.
    await em.nativeUpdate(
      UserCode,
      { user: user.id, kind: 'activation', usedAt: null, codeHash: { $ne: codeHash } },
      { usedAt: now },
    );
    return { status: 'sent' };
  }
}
