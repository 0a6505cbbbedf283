import type { EntityManager } from '@mikro-orm/knex';
import { accountKey, normaliseUsername } from '@domain/account';
import { User, type UserStatus } from '../entities/user.entity';

/**
 * The one account a login names, among accounts of the given statuses. A login with an @ is an
 * e-mail (no username has one); anything else is a username: in its NFKC form first, as
 * usernames are stored, then as typed, for names stored before they were normalised. Each key is
 * unique, so the answer never depends on which of two rows the database returns first.
 */
export async function findAccountByLogin(
  em: EntityManager,
  login: string,
  statuses: readonly UserStatus[],
): Promise<User | null> {
  const status = { $in: [...statuses] };
  if (login.includes('@')) return em.findOne(User, { emailKey: accountKey(login), status });
  const keys = [...new Set([accountKey(normaliseUsername(login)), accountKey(login)])];
  const found = await em.find(User, { usernameKey: { $in: keys }, status });
  for (const key of keys) {
    const user = found.find((u) => u.usernameKey === key);
    if (user) return user;
  }
  return null;
}
