import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { ACTIVATION_CODE_TTL_MS, ACTIVATION_RESEND_INTERVAL_MS } from '@domain/account';
import type { ActivationResent } from '@sync/api/account';
import { ApiError } from '../../common/errors/api-error';
import { MailService } from '../../mail/mail.service';
import { CredentialsService } from '../auth/credentials.service';
import type { LoginDto } from '../auth/dto/login.dto';
import { hashSecret, newSecretToken } from '../auth/secret-token';
import { UserCode } from '../entities/user-code.entity';
import type { User } from '../entities/user.entity';

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
    await this.refuseWithinInterval(user, now);
    const code = newSecretToken();
    const codeHash = hashSecret(code);
    const em = this.em.fork();
    await em.insert(UserCode, {
      codeHash,
      user: user.id,
      kind: 'activation',
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACTIVATION_CODE_TTL_MS),
      usedAt: null,
    });
    try {
      await this.mail.sendActivation(
        { username: user.username, email: user.email, language: user.language },
        code,
      );
    } catch (error) {
      this.logger.error(
        `Activation e-mail for user ${user.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      await em.nativeDelete(UserCode, { codeHash });
      throw new ApiError('sendEmailFailed');
    }
    // Older links stop working; of two sent at once, the later one is the one that works.
    await em.nativeUpdate(
      UserCode,
      { user: user.id, kind: 'activation', usedAt: null, createdAt: { $lt: now } },
      { usedAt: now },
    );
    return { status: 'sent' };
  }

  /** 429 ACTIVATION_ALREADY_SENT with Retry-After when the last link went out under 5 minutes ago. */
  private async refuseWithinInterval(user: User, now: Date): Promise<void> {
    const [last] = await this.em.find(
      UserCode,
      { user: user.id, kind: 'activation' },
      { orderBy: { createdAt: 'desc' }, limit: 1 },
    );
    if (!last) return;
    const waitMs = last.createdAt.getTime() + ACTIVATION_RESEND_INTERVAL_MS - now.getTime();
    if (waitMs > 0) throw new ApiError('activationAlreadySent', {}, Math.ceil(waitMs / 1000));
  }
}
