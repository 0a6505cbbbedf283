import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { ACTIVATION_CODE_TTL_MS, ACTIVATION_RESEND_INTERVAL_MS } from '@domain/account';
import { ApiError } from '../../common/errors/api-error';
import { UserCode } from '../entities/user-code.entity';
import { User } from '../entities/user.entity';

/**
 * Within the transaction `tx`: records a new activation link for a pending account in place of
 * the earlier ones (they stop working when it commits), or refuses with 429
 * ACTIVATION_ALREADY_SENT (and Retry-After) when the last one was made under 5 minutes ago.
 * The account's row stays locked until the transaction ends (on PostgreSQL; SQLite runs one write
 * transaction at a time anyway), so of several requests at once, one gets a link.
 */
export async function claimActivationLink(
  tx: EntityManager,
  { userId, codeHash, now }: { userId: number; codeHash: string; now: Date },
): Promise<void> {
  await tx.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const [last] = await tx.find(
    UserCode,
    { user: userId, kind: 'activation' },
    { orderBy: { createdAt: 'desc' }, limit: 1 },
  );
  const waitMs = last
    ? last.createdAt.getTime() + ACTIVATION_RESEND_INTERVAL_MS - now.getTime()
    : 0;
  if (waitMs > 0) throw new ApiError('activationAlreadySent', {}, Math.ceil(waitMs / 1000));
  await tx.nativeUpdate(
    UserCode,
    { user: userId, kind: 'activation', usedAt: null },
    { usedAt: now },
  );
  await tx.insert(UserCode, {
    codeHash,
    user: userId,
    kind: 'activation',
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACTIVATION_CODE_TTL_MS),
    usedAt: null,
  });
}
