import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_RESEND_INTERVAL_MS, RESET_TOKEN_TTL_MS } from '@domain/account';
import { hashSecret } from '@api/accounts/auth/secret-token';
import { PasswordResetRequest, UserCode } from '@api/accounts/entities/user-code.entity';
import { UserSession } from '@api/accounts/entities/user-session.entity';
import { User } from '@api/accounts/entities/user.entity';
import { createTestUser, sessionCookieOf, TEST_PASSWORD } from './support/accounts';
import { linkIn, secretOf, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const NEW_PASSWORD = 'a brand new password';

const SENT = { status: 'sent' };
const RESET_ALREADY_SENT = {
  statusCode: 429,
  code: 'RESET_ALREADY_SENT',
  message: 'Password reset e-mail already sent',
};
const TOO_MANY_REQUESTS = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Try again later',
};
const RESET_TOKEN_INVALID = {
  statusCode: 410,
  code: 'RESET_TOKEN_INVALID',
  message: 'invalid or finished token',
};
const LOGIN_REQUIRED = {
  statusCode: 400,
  code: 'INVALID_FIELD',
  message: 'Please enter your username or email',
  field: 'login',
};

describe('password recovery: POST /user/password/reset, GET and PATCH /user/password/{code}', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let clients = 0;
  let serial = 0;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ smtpUrl: inbox.url });
    // Each test speaks from its own client address (X-Forwarded-For from the loopback proxy),
    // so the per-IP limit of one test does not spill into the next.
    t.app.set('trust proxy', 'loopback');
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const newClient = () => {
    clients += 1;
    return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };
  const requestReset = (body: object, ip = newClient()) =>
    t.http().post('/api/v1/user/password/reset').set('X-Forwarded-For', ip).send(body);
  const checkToken = (code: string) =>
    t.http().get(`/api/v1/user/password/${encodeURIComponent(code)}`);
  const setPassword = (code: string, body: object) =>
    t
      .http()
      .patch(`/api/v1/user/password/${encodeURIComponent(code)}`)
      .send(body);
  const userNamed = () => {
    serial += 1;
    return `Reader${serial}`;
  };
  const reload = (id: number) => t.db.orm.em.fork().findOneOrFail(User, id);

  /** An active user who asked for a reset, and the token of the link the e-mail carries. */
  async function userWithResetLink(options: { language?: 'ru' | 'en' | 'zh' } = {}) {
    const user = await createTestUser(t, { username: userNamed(), ...options });
    await requestReset({ login: user.username }).expect(202);
    const mail = await inbox.waitForMessage(user.email!);
    return { user, mail, token: secretOf(linkIn(mail, '/reset-password/')) };
  }

  it.each([
    ['a missing login', {}],
    ['an empty login', { login: '' }],
    ['a login of spaces', { login: '   ' }],
    ['a login that is not a string', { login: 42 }],
  ])('answers 400 for %s', async (_, body) => {
    expect((await requestReset(body).expect(400)).body).toEqual(LOGIN_REQUIRED);
  });

  it('answers 400 for a login longer than any username or e-mail', async () => {
    const response = await requestReset({ login: `${'a'.repeat(250)}@example.org` }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'INVALID_FIELD',
      message: 'Invalid field',
      field: 'login',
    });
  });

  it('answers the same for an existing and an unknown login; only the account gets an e-mail', async () => {
    const user = await createTestUser(t, { username: userNamed() });
    const before = inbox.messages.length;
    const unknown = await requestReset({ login: 'nobody-at-all@example.org' }).expect(202);
    expect(inbox.messages).toHaveLength(before);
    const existing = await requestReset({ login: user.email!.toUpperCase() }).expect(202);
    for (const response of [unknown, existing]) {
      expect(response.body).toEqual(SENT);
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
    }
    const mail = await inbox.waitForMessage(user.email!);
    const link = linkIn(mail, '/reset-password/');
    expect(link).toBe(`${TEST_ORIGIN}/reset-password/${secretOf(link)}`);
    expect(inbox.messages).toHaveLength(before + 1);

    // Only the token's hash is stored, for one hour.
    const [code] = await t.db.orm.em.fork().find(UserCode, { user: user.id, kind: 'reset' });
    expect(code.codeHash).toBe(hashSecret(secretOf(link)));
    expect(code.expiresAt.getTime() - code.createdAt.getTime()).toBe(RESET_TOKEN_TTL_MS);
    expect(JSON.stringify(existing.body)).not.toContain(secretOf(link));
  });

  it('answers before the e-mail is sent, so the time taken does not tell that the account exists', async () => {
    const user = await createTestUser(t, { username: userNamed() });
    const release = inbox.hold();
    try {
      const response = await requestReset({ login: user.username }).expect(202);
      expect(response.body).toEqual(SENT);
      expect(inbox.messagesTo(user.email!)).toHaveLength(0);
    } finally {
      release();
    }
    const mail = await inbox.waitForMessage(user.email!);
    await checkToken(secretOf(linkIn(mail, '/reset-password/'))).expect(200);
  });

  it('sends the e-mail in the language of the account', async () => {
    const { mail } = await userWithResetLink({ language: 'en' });
    expect(mail.subject).toBe('Password reset · Go Federation');
    expect(mail.text).toContain('To set a new password, open this link within an hour:');
    const zh = await userWithResetLink({ language: 'zh' });
    expect(zh.mail.subject).toBe('重置密码 · 围棋协会');
    const ru = await userWithResetLink({ language: 'ru' });
    expect(ru.mail.subject).toBe('Восстановление пароля · Федерация го');
    expect(ru.mail.text).toContain('откройте эту ссылку в течение часа');
  });

  it('sends nothing to an account not activated yet, and answers the same', async () => {
    const pending = await createTestUser(t, { username: userNamed(), status: 'pending' });
    const before = inbox.messages.length;
    expect((await requestReset({ login: pending.username }).expect(202)).body).toEqual(SENT);
    expect(inbox.messages).toHaveLength(before);
  });

  it("answers 'already sent' within 5 minutes for a known and an unknown login alike", async () => {
    const user = await createTestUser(t, { username: userNamed() });
    for (const login of [user.username, 'Somebody.Unknown@example.org']) {
      await requestReset({ login }).expect(202);
      const again = await requestReset({ login: login.toLowerCase() }).expect(429);
      expect(again.body).toEqual(RESET_ALREADY_SENT);
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RESET_RESEND_INTERVAL_MS / 1000);
    }
    await inbox.waitForMessage(user.email!);
    expect(inbox.messagesTo(user.email!)).toHaveLength(1);
  });

  it('sends a new link after 5 minutes; it replaces the earlier one', async () => {
    const { user, token: first } = await userWithResetLink();
    await t.seed((em) =>
      em.nativeUpdate(
        PasswordResetRequest,
        { loginKey: user.usernameKey },
        { requestedAt: new Date(Date.now() - RESET_RESEND_INTERVAL_MS - 1000) },
      ),
    );
    await requestReset({ login: user.username }).expect(202);
    const second = secretOf(linkIn(await inbox.waitForMessage(user.email!), '/reset-password/'));
    expect(second).not.toBe(first);
    expect((await checkToken(first).expect(410)).body).toEqual(RESET_TOKEN_INVALID);
    expect((await checkToken(second).expect(200)).body).toEqual({
      valid: true,
      UserName: user.username,
    });
  });

  it('checks the link, sets the new password and ends every session of the user', async () => {
    const { user, token } = await userWithResetLink();
    const bystander = await createTestUser(t, { username: userNamed() });
    await sessionCookieOf(t, user);
    await sessionCookieOf(t, user);
    await sessionCookieOf(t, bystander);

    expect((await checkToken(token).expect(200)).body).toEqual({
      valid: true,
      UserName: user.username,
    });
    const response = await setPassword(token, { password: NEW_PASSWORD }).expect(204);
    expect(response.text).toBe('');

    const after = await reload(user.id);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(after.passwordHash!, NEW_PASSWORD)).toBe(true);
    expect(await argon2.verify(after.passwordHash!, TEST_PASSWORD)).toBe(false);
    const em = t.db.orm.em.fork();
    expect(await em.count(UserSession, { user: user.id })).toBe(0);
    expect(await em.count(UserSession, { user: bystander.id })).toBe(1);
  });

  it('answers 410 for a link used before, and changes nothing', async () => {
    const { user, token } = await userWithResetLink();
    await setPassword(token, { password: NEW_PASSWORD }).expect(204);
    const hash = (await reload(user.id)).passwordHash;
    expect((await checkToken(token).expect(410)).body).toEqual(RESET_TOKEN_INVALID);
    const reused = await setPassword(token, { password: 'yet another password' }).expect(410);
    expect(reused.body).toEqual(RESET_TOKEN_INVALID);
    expect((await reload(user.id)).passwordHash).toBe(hash);
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const { token } = await userWithResetLink();
    const results = await Promise.all([
      setPassword(token, { password: 'first new password' }),
      setPassword(token, { password: 'second new password' }),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([204, 410]);
  });

  it('answers 410 for an expired link, and changes nothing', async () => {
    const { user, token } = await userWithResetLink();
    await t.seed((em) =>
      em.nativeUpdate(
        UserCode,
        { codeHash: hashSecret(token) },
        { expiresAt: new Date(Date.now() - 1000) },
      ),
    );
    expect((await checkToken(token).expect(410)).body).toEqual(RESET_TOKEN_INVALID);
    expect((await setPassword(token, { password: NEW_PASSWORD }).expect(410)).body).toEqual(
      RESET_TOKEN_INVALID,
    );
    expect(await argon2.verify((await reload(user.id)).passwordHash!, TEST_PASSWORD)).toBe(true);
  });

  it('answers 410 for an unknown link', async () => {
    for (const code of ['nope', 'x'.repeat(43)]) {
      expect((await checkToken(code).expect(410)).body).toEqual(RESET_TOKEN_INVALID);
      expect((await setPassword(code, { password: NEW_PASSWORD }).expect(410)).body).toEqual(
        RESET_TOKEN_INVALID,
      );
    }
  });

  it.each([
    [
      'a password of 7 characters',
      { password: '1234567' },
      'Password must be at least 8 characters',
    ],
    ['a missing password', {}, 'Password must be at least 8 characters'],
    [
      'a password that is not a string',
      { password: 123456789 },
      'Password must be at least 8 characters',
    ],
    [
      'a password of 257 characters',
      { password: 'p'.repeat(257) },
      'Password must be at most 256 characters',
    ],
  ])('answers 400 for %s and keeps the link valid', async (_, body, message) => {
    const { user, token } = await userWithResetLink();
    const response = await setPassword(token, body).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'INVALID_FIELD',
      message,
      field: 'password',
    });
    await checkToken(token).expect(200);
    expect(await argon2.verify((await reload(user.id)).passwordHash!, TEST_PASSWORD)).toBe(true);
  });

  it('limits reset requests per account: 5 an hour, then 429 with Retry-After', async () => {
    const user = await createTestUser(t, { username: userNamed() });
    await requestReset({ login: user.username }).expect(202);
    for (let attempt = 2; attempt <= 5; attempt++) {
      expect((await requestReset({ login: user.username }).expect(429)).body).toEqual(
        RESET_ALREADY_SENT,
      );
    }
    const limited = await requestReset({ login: user.username.toUpperCase() }).expect(429);
    expect(limited.body).toEqual(TOO_MANY_REQUESTS);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits reset requests per IP: 10 an hour, then 429 with Retry-After', async () => {
    const ip = newClient();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await requestReset({ login: `someone${attempt}@example.org` }, ip).expect(202);
    }
    const limited = await requestReset({ login: 'someone11@example.org' }, ip).expect(429);
    expect(limited.body).toEqual(TOO_MANY_REQUESTS);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await requestReset({ login: 'someone11@example.org' }).expect(202);
  });

  it('never answers the password, its hash or the token', async () => {
    const { user, token } = await userWithResetLink();
    const answers = [
      await checkToken(token),
      await setPassword(token, { password: NEW_PASSWORD }),
      await checkToken(token),
    ];
    const hash = (await reload(user.id)).passwordHash!;
    for (const response of answers) {
      const text = response.text + JSON.stringify(response.headers);
      for (const secret of [NEW_PASSWORD, hash, token]) expect(text).not.toContain(secret);
    }
  });
});
