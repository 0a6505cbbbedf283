import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_CODE_TTL_MS, HOUR_MS } from '@domain/account';
import { hashSecret } from '@api/accounts/auth/secret-token';
import { UserCode } from '@api/accounts/entities/user-code.entity';
import { User } from '@api/accounts/entities/user.entity';
import { QueuedMail } from '@api/mail/queued-mail.entity';
import { closeAppWithInbox, startAppWithInbox } from './support/accounts';
import { ACTIVATION_INVALID, USER_EXISTS } from './support/expected-errors';
import { linkIn, secretOf, type SmtpInbox } from './support/smtp-inbox';
import { TEST_ORIGIN, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';

const invalidField = (field: string, message: string) => ({
  statusCode: 400,
  code: 'INVALID_FIELD',
  message,
  field,
});

describe('POST /api/v1/register and GET /api/v1/activate/{code}', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let serial = 0;

  beforeAll(async () => {
    ({ t, inbox } = await startAppWithInbox());
  });
  afterAll(async () => {
    await closeAppWithInbox({ t, inbox });
  });

  const fresh = (prefix = 'player') => {
    serial += 1;
    return {
      username: `${prefix}${serial}`,
      email: `${prefix}${serial}@example.org`,
      password: PASSWORD,
    };
  };
  const register = (body: object) => t.http().post('/api/v1/register').send(body);
  const activate = (code: string) => t.http().get(`/api/v1/activate/${encodeURIComponent(code)}`);
  const usersNamed = (usernameKey: string) => t.db.orm.em.fork().find(User, { usernameKey });
  const codesOf = (userId: number) => t.db.orm.em.fork().find(UserCode, { user: userId });
  /** E-mails queued to the address (sent or not): a sign-up refused queues none. */
  const queuedTo = (email: string) => t.db.orm.em.fork().count(QueuedMail, { recipient: email });

  /** Registers and returns the row and the code of the activation link read from the e-mail. */
  async function registerAndReadCode(body = fresh()) {
    await register(body).expect(201);
    const mail = await inbox.waitForMessage(body.email);
    const [user] = await usersNamed(body.username.toLowerCase());
    return { user: user, code: secretOf(linkIn(mail, '/sign-up/')), mail, body };
  }

  it('creates a pending account with an argon2id hash and e-mails a single activation link', async () => {
    const body = { ...fresh('Ann'), email: 'Ann.Smith@Example.org' };
    const response = await register(body).expect(201);
    expect(response.body).toEqual({ status: 'activation pending' });

    const [user] = await usersNamed(body.username.toLowerCase());
    expect(user).toMatchObject({
      username: body.username,
      usernameKey: body.username.toLowerCase(),
      email: 'Ann.Smith@Example.org',
      emailKey: 'ann.smith@example.org',
      status: 'pending',
      roles: 'user',
      language: 'ru',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(user.passwordHash!, PASSWORD)).toBe(true);

    const mail = await inbox.waitForMessage('ann.smith@example.org');
    const link = linkIn(mail, '/sign-up/');
    const code = secretOf(link);
    expect(link).toBe(`${TEST_ORIGIN}/sign-up/${code}`);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the code's hash is stored, valid for 48 hours.
    const codes = await codesOf(user.id);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({
      kind: 'activation',
      codeHash: hashSecret(code),
      usedAt: null,
    });
    expect(codes[0].expiresAt.getTime() - codes[0].createdAt.getTime()).toBe(
      ACTIVATION_CODE_TTL_MS,
    );

    const text = JSON.stringify(response.body) + JSON.stringify(response.headers);
    for (const secret of [PASSWORD, user.passwordHash!, code]) expect(text).not.toContain(secret);
  });

  it('accepts the shortest username and password the rules allow', async () => {
    await register({ username: 'Bo1', email: 'bo1@example.org', password: '12345678' }).expect(201);
    await inbox.waitForMessage('bo1@example.org');
  });

  const invalidForms: [string, Record<string, unknown>, string, string][] = [
    [
      'a username of 2 characters',
      { username: 'ab' },
      'username',
      'Username must be at least 3 characters',
    ],
    ['a missing username', { username: undefined }, 'username', 'username required'],
    ['an empty username', { username: '' }, 'username', 'username required'],
    ['a username that is not a string', { username: 12345 }, 'username', 'username required'],
    [
      'a username of 41 characters',
      { username: 'a'.repeat(41) },
      'username',
      'Username must be at most 40 characters',
    ],
    [
      'a username with a leading space',
      { username: ' ann' },
      'username',
      'Username must not contain control characters or start or end with a space',
    ],
    [
      'a username with a control character',
      { username: 'an\tn' },
      'username',
      'Username must not contain control characters or start or end with a space',
    ],
    ['an e-mail without @', { email: 'ann.example.org' }, 'email', 'email format is invalid'],
    [
      'an e-mail without a dot in the domain',
      { email: 'ann@example' },
      'email',
      'email format is invalid',
    ],
    [
      'an e-mail with a space',
      { email: 'ann smith@example.org' },
      'email',
      'email format is invalid',
    ],
    ['an e-mail with two @', { email: 'ann@home@example.org' }, 'email', 'email format is invalid'],
    [
      'an e-mail of 255 characters',
      { email: `${'a'.repeat(243)}@example.org` },
      'email',
      'email format is invalid',
    ],
    ['a missing e-mail', { email: undefined }, 'email', 'email required'],
    ['an e-mail that is not a string', { email: ['ann@example.org'] }, 'email', 'email required'],
    [
      'a password of 7 characters',
      { password: '1234567' },
      'password',
      'Password must be at least 8 characters',
    ],
    ['a missing password', { password: undefined }, 'password', 'password required'],
    ['a password that is not a string', { password: 12345678 }, 'password', 'password required'],
    [
      'a password of 257 characters',
      { password: 'p'.repeat(257) },
      'password',
      'Password must be at most 256 characters',
    ],
    ['an unsupported language', { language: 'fr' }, 'language', 'Invalid field'],
  ];

  it.each(invalidForms)(
    'answers 400 for %s and creates nothing',
    async (_, change, field, message) => {
      const body = { ...fresh('bad'), ...change };
      const response = await register(body).expect(400);
      expect(response.body).toEqual(invalidField(field, message));
      expect(
        await t.db.orm.em.fork().count(User, { emailKey: String(body.email).toLowerCase() }),
      ).toBe(0);
      expect(await queuedTo(String(body.email))).toBe(0);
    },
  );

  it('reports the first bad field when several are bad', async () => {
    const response = await register({ username: 'x', email: 'y', password: 'z' }).expect(400);
    expect(response.body).toEqual(
      invalidField('username', 'Username must be at least 3 characters'),
    );
  });

  it('answers 409 for a username or e-mail already taken, in any letter case', async () => {
    const taken = fresh('Taken');
    await register(taken).expect(201);
    await inbox.waitForMessage(taken.email);
    const attempts = [
      { ...fresh(), username: taken.username },
      { ...fresh(), username: taken.username.toUpperCase() },
      { ...fresh(), email: taken.email },
      { ...fresh(), email: taken.email.toUpperCase() },
    ];
    for (const attempt of attempts) {
      expect((await register(attempt).expect(409)).body).toEqual(USER_EXISTS);
    }
    expect(await usersNamed(taken.username.toLowerCase())).toHaveLength(1);
    expect(await t.db.orm.em.fork().count(User, { emailKey: taken.email.toLowerCase() })).toBe(1);
    expect(inbox.messagesTo(taken.email.toUpperCase())).toHaveLength(1);
    for (const attempt of attempts.slice(0, 2)) expect(await queuedTo(attempt.email)).toBe(0);
  });

  it('answers 409 for the names deleted accounts keep (deleted-<id>)', async () => {
    for (const username of ['deleted-7', 'Deleted-123']) {
      expect((await register({ ...fresh(), username }).expect(409)).body).toEqual(USER_EXISTS);
    }
    expect(await usersNamed('deleted-7')).toHaveLength(0);
    const allowed = { ...fresh(), username: 'deleted-x' };
    await register(allowed).expect(201);
    await inbox.waitForMessage(allowed.email);
  });

  it('makes one account of two simultaneous sign-ups with one username or one e-mail', async () => {
    const first = fresh('Race');
    const sameName = { ...fresh(), username: first.username.toUpperCase() };
    const second = fresh('Race');
    const sameEmail = { ...fresh(), email: second.email };
    const [a, b, c, d] = await Promise.all([
      register(first),
      register(sameName),
      register(second),
      register(sameEmail),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([c.status, d.status].sort()).toEqual([201, 409]);
    for (const lost of [a, b, c, d].filter((response) => response.status === 409)) {
      expect(lost.body).toEqual(USER_EXISTS);
    }
    expect(await usersNamed(first.username.toLowerCase())).toHaveLength(1);
    expect(await t.db.orm.em.fork().count(User, { emailKey: second.email.toLowerCase() })).toBe(1);
    // No orphans: every account of this suite has exactly its one activation code.
    const em = t.db.orm.em.fork();
    expect(await em.count(UserCode, { kind: 'activation' })).toBe(await em.count(User));
    // The winners get their link; a lost sign-up's e-mail was rolled back with it.
    for (const [body, response] of [
      [first, a],
      [sameName, b],
    ] as const) {
      if (response.status === 201) await inbox.waitForMessage(body.email);
      else expect(await queuedTo(body.email)).toBe(0);
    }
    expect(await queuedTo(second.email)).toBe(1);
    await inbox.waitForMessage(second.email);
    expect(inbox.messagesTo(first.email)).toHaveLength(a.status === 201 ? 1 : 0);
    expect(inbox.messagesTo(sameName.email)).toHaveLength(b.status === 201 ? 1 : 0);
  });

  it('activates the account once; the same link then answers 410', async () => {
    const { user, code, body } = await registerAndReadCode();
    const response = await activate(code).expect(200);
    expect(response.body).toEqual({ status: 'active', UserName: body.username });
    const after = await t.db.orm.em.fork().findOneOrFail(User, user.id);
    expect(after.status).toBe('active');
    const [stored] = await codesOf(user.id);
    expect(stored.usedAt).toBeInstanceOf(Date);

    expect((await activate(code).expect(410)).body).toEqual(ACTIVATION_INVALID);
  });

  it('lets only one of two simultaneous uses of a code succeed', async () => {
    const { code } = await registerAndReadCode();
    const results = await Promise.all([activate(code), activate(code)]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 410]);
  });

  it('answers 410 for an unknown code', async () => {
    for (const code of ['nope', 'a'.repeat(43), '%00']) {
      expect((await activate(code).expect(410)).body).toEqual(ACTIVATION_INVALID);
    }
  });

  it('answers 410 for an expired code and leaves the account pending', async () => {
    const { user, code } = await registerAndReadCode();
    await t.seed((em) =>
      em.nativeUpdate(UserCode, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) }),
    );
    expect((await activate(code).expect(410)).body).toEqual(ACTIVATION_INVALID);
    expect((await t.db.orm.em.fork().findOneOrFail(User, user.id)).status).toBe('pending');
  });

  it('frees the username and e-mail of a sign-up left unactivated past its 48 hours', async () => {
    const { user, body } = await registerAndReadCode();
    const longAgo = new Date(Date.now() - ACTIVATION_CODE_TTL_MS - HOUR_MS);
    await t.seed(async (em) => {
      await em.nativeUpdate(User, { id: user.id }, { createdAt: longAgo });
      await em.nativeUpdate(
        UserCode,
        { user: user.id },
        { expiresAt: new Date(longAgo.getTime() + ACTIVATION_CODE_TTL_MS) },
      );
    });
    await register(body).expect(201);
    const [again] = await usersNamed(body.username.toLowerCase());
    expect(again.id).not.toBe(user.id);
    const { code } = {
      code: secretOf(linkIn(await inbox.waitForMessage(body.email), '/sign-up/')),
    };
    await activate(code).expect(200);
  });

  it('keeps a pending sign-up within its 48 hours', async () => {
    const { body } = await registerAndReadCode();
    expect((await register(body).expect(409)).body).toEqual(USER_EXISTS);
  });

  it('stores a username with SQL as typed and answers it harmlessly as JSON', async () => {
    const username = 'x; drop table app_user; --';
    const body = { ...fresh(), username };
    await register(body).expect(201);
    const mail = await inbox.waitForMessage(body.email);
    const response = await activate(secretOf(linkIn(mail, '/sign-up/'))).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ status: 'active', UserName: username });
    expect(mail.html).toContain(username);
    expect(await usersNamed(username)).toHaveLength(1);
  });

  it('refuses markup in a username', async () => {
    const body = { ...fresh(), username: `<b>x</b>'; --` };
    expect((await register(body).expect(400)).body).toEqual(
      invalidField('username', 'Username must not contain < > & " or \''),
    );
    expect(await queuedTo(body.email)).toBe(0);
  });
});
