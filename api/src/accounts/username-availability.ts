import type { EntityManager } from '@mikro-orm/knex';
import { accountKey } from '@domain/account';
import { isReservedUsername, usernameSkeleton } from '@domain/account/username-skeleton';
import { ApiError } from '../common/errors/api-error';
import { User } from './entities/user.entity';

export interface UsernameClaim {
  /** checked and in its NFKC form (normaliseUsername) */
  username: string;
  /** the e-mail a sign-up claims with it */
  email?: string;
  /** the account asking (a change of username): its own name and look-alikes are no conflict */
  accountId?: number;
}

/**
 * 409 USER_EXISTS when the name (in any letter case) or the e-mail is taken or the name is
 * reserved, 409 USERNAME_CONFUSABLE when another account's name looks like it (the same
 * skeleton). One lookup on the unique indexes; they also settle a race between two requests.
 */
export async function assertUsernameAvailable(em: EntityManager, claim: UsernameClaim) {
  if (isReservedUsername(claim.username)) throw new ApiError('userExists');
  const usernameKey = accountKey(claim.username);
  const emailKey = claim.email === undefined ? null : accountKey(claim.email);
  const holders = await em.find(
    User,
    {
      $or: [
        { usernameKey },
        { usernameSkeleton: usernameSkeleton(claim.username) },
        ...(emailKey === null ? [] : [{ emailKey }]),
      ],
      ...(claim.accountId === undefined ? {} : { id: { $ne: claim.accountId } }),
    },
    { fields: ['usernameKey', 'emailKey'] },
  );
  const sameKey = (u: Pick<User, 'usernameKey' | 'emailKey'>) =>
    u.usernameKey === usernameKey || (emailKey !== null && u.emailKey === emailKey);
  if (holders.some(sameKey)) {
    throw new ApiError('userExists');
  }
  if (holders.length > 0) throw new ApiError('usernameConfusable');
}
