import type { EntityManager } from '@mikro-orm/knex';
import { UserCode, type UserCodeKind } from '../entities/user-code.entity';
import { hashSecret, newSecretToken } from './secret-token';

export interface NewUserCode {
  /** the secret for the e-mailed link */
  code: string;
  /** what the table keeps of it */
  codeHash: string;
}

/**
 * A new single-use code of `kind` for the user, replacing the unused ones of that kind (they stop
 * working), in one transaction.
 */
export async function replaceUserCode(
  em: EntityManager,
  options: { userId: number; kind: UserCodeKind; ttlMs: number; now: Date; newEmail?: string },
): Promise<NewUserCode> {
  const { userId, kind, ttlMs, now } = options;
  const code = newSecretToken();
  const codeHash = hashSecret(code);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(UserCode, { user: userId, kind, usedAt: null }, { usedAt: now });
    await tx.insert(UserCode, {
      codeHash,
      user: userId,
      kind,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
      newEmail: options.newEmail ?? null,
    });
  });
  return { code, codeHash };
}
