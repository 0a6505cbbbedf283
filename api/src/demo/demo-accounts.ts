import type { EntityManager } from '@mikro-orm/knex';
import argon2 from 'argon2';
import { accountKey, type Role } from '@domain/account';
import { User } from '../accounts/entities/user.entity';

/** The password of the demo accounts; published in the README, demo data only. */
export const DEMO_PASSWORD = 'demo-password';

/** The demo account with the broadcaster role, who made the demo broadcasts. */
export const BROADCASTER_ACCOUNT = 'broadcaster';

export const DEMO_ACCOUNTS: readonly { username: string; email: string; roles: Role[] }[] = [
  { username: 'admin', email: 'admin@example.org', roles: ['user', 'admin'] },
  { username: 'demo', email: 'demo@example.org', roles: ['user'] },
  {
    username: BROADCASTER_ACCOUNT,
    email: 'broadcaster@example.org',
    roles: ['user', 'broadcaster'],
  },
];

/**
 * Active accounts for trying the demo (an admin, a plain user and a broadcaster), written with
 * the demo data.
 * An account whose username or e-mail is taken already is left alone, so running it again adds
 * nothing. Returns how many accounts it created.
 */
export async function writeDemoAccounts(em: EntityManager, now = new Date()): Promise<number> {
  const existing = await em.find(User, {
    $or: [
      { usernameKey: { $in: DEMO_ACCOUNTS.map((a) => accountKey(a.username)) } },
      { emailKey: { $in: DEMO_ACCOUNTS.map((a) => accountKey(a.email)) } },
    ],
  });
  const taken = new Set(existing.flatMap((user) => [user.usernameKey, user.emailKey]));
  const missing = DEMO_ACCOUNTS.filter(
    (a) => !taken.has(accountKey(a.username)) && !taken.has(accountKey(a.email)),
  );
  if (missing.length === 0) return 0;
  const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
  for (const account of missing) {
    em.create(User, {
      username: account.username,
      usernameKey: accountKey(account.username),
      email: account.email,
      emailKey: accountKey(account.email),
      passwordHash,
      status: 'active',
      roles: account.roles.join(','),
      language: 'ru',
      createdAt: now,
      updatedAt: now,
    });
  }
  await em.flush();
  return missing.length;
}
