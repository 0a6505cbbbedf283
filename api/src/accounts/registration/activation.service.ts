import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { ActivateResult } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { hashSecret } from '../auth/secret-token';
import { UserCode } from '../entities/user-code.entity';
import { User } from '../entities/user.entity';

/** GET /activate/{code}: a pending account becomes active; each code works once, for 48 hours. */
@Injectable()
export class ActivationService {
  constructor(private readonly em: EntityManager) {}

  async activate(code: string, now = new Date()): Promise<ActivateResult> {
    const codeHash = hashSecret(code);
    return this.em.transactional(async (em) => {
      // The conditional update claims the code: of two simultaneous uses, one changes no row.
      const claimed = await em.nativeUpdate(
        UserCode,
        { codeHash, kind: 'activation', usedAt: null, expiresAt: { $gt: now } },
        { usedAt: now },
      );
      if (claimed !== 1) throw new ApiError('activationInvalid');
      const userCode = await em.findOneOrFail(UserCode, { codeHash }, { populate: ['user'] });
      const activated = await em.nativeUpdate(
        User,
        { id: userCode.user.id, status: 'pending' },
        { status: 'active', updatedAt: now },
      );
      if (activated !== 1) throw new ApiError('activationInvalid');
      return { status: 'active', UserName: userCode.user.username };
    });
  }
}
