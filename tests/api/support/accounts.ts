import { randomBytes } from 'node:crypto';
import { testPasswordHash } from '@tests/support/password-hash-cost';
import type { Role } from '@domain/account';
import { SESSION_COOKIE } from '@sync/contract/account';
import { SessionService } from '@api/accounts/auth/session.service';
import { User, type UserStatus } from '@api/accounts/entities/user.entity';
import { accountKey } from '@domain/account';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';
import { createTestApp, type TestApp } from './test-app';

export interface TestUserOptions {
  username?: string;
  email?: string;
  password?: string;
  roles?: Role[];
  status?: UserStatus;
  language?: 'ru' | 'en' | 'zh';
}

export const TEST_PASSWORD = 'correct horse battery';

/** The body of a refused sign-in: wrong login or password, or a deleted account. */
export const AUTHORIZATION_FAILED = {
  statusCode: 404,
  code: 'invalid credentials',
  message: 'Authorization failed',
};

/** An account written straight into the database (active, role user unless told otherwise). */
export async function createTestUser(t: TestApp, options: TestUserOptions = {}): Promise<User> {
  const username = options.username ?? `user_${randomBytes(4).toString('hex')}`;
  const email = options.email ?? `${username}@example.org`;
  const passwordHash = await testPasswordHash(options.password ?? TEST_PASSWORD);
  const now = new Date();
  return t.seed((em) =>
    em.create(User, {
      username,
      usernameKey: accountKey(username),
      email,
      emailKey: accountKey(email),
      passwordHash,
      status: options.status ?? 'active',
      roles: (options.roles ?? ['user']).join(','),
      language: options.language ?? 'ru',
      createdAt: now,
      updatedAt: now,
    }),
  );
}

/** A `Cookie` header value of a fresh server-side session of the user (no /login involved). */
export async function sessionCookieOf(t: TestApp, user: User): Promise<string> {
  const { token } = await t.app.get(SessionService).start(user);
  return `${SESSION_COOKIE}=${token}`;
}

/** An active user and a cookie of theirs, in one call. */
export async function signedInUser(
  t: TestApp,
  options: TestUserOptions = {},
): Promise<{ user: User; cookie: string }> {
  const user = await createTestUser(t, options);
  return { user, cookie: await sessionCookieOf(t, user) };
}

export interface AppWithInbox {
  t: TestApp;
  inbox: SmtpInbox;
}

/** A test app that sends its e-mail over SMTP to a fresh local inbox. */
export async function startAppWithInbox(): Promise<AppWithInbox> {
  const inbox = await startSmtpInbox();
  try {
    return { t: await createTestApp({ smtpUrl: inbox.url }), inbox };
  } catch (error) {
    await inbox.close();
    throw error;
  }
}

/** Closes what startAppWithInbox started (either may be missing when it failed). */
export async function closeAppWithInbox({ t, inbox }: Partial<AppWithInbox>): Promise<void> {
  await t?.close();
  await inbox?.close();
}
