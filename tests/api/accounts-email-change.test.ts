import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_TTL_MS } from '@domain/account';
import type { CurrentUser } from '@sync/contract/account';
import { hashSecret } from '@api/accounts/auth/secret-token';
import { UserCode } from '@api/accounts/entities/user-code.entity';
import { User } from '@api/accounts/entities/user.entity';
import {
  closeAppWithInbox,
  signedInUser,
  startAppWithInbox,
  TEST_PASSWORD,
} from './support/accounts';
import { UNAUTHORIZED, USER_EXISTS } from './support/expected-errors';
import { waitForFailedAttempt } from './support/mail-queue';
import { closedPort, linkIn, secretOf, type SmtpInbox } from './support/smtp-inbox';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const LINK_INVALID = {
  statusCode: 410,
  code: 'EMAIL_LINK_INVALID',
  message: 'E-mail confirmation link invalid or expired',
};
const WRONG_PASSWORD = {
  statusCode: 403,
  code: 'WRONG_PASSWORD',
  message: 'invalid password',
};
const invalidEmail = (message: string) => ({
  statusCode: 400,
  code: 'INVALID_FIELD',
  message,
  field: 'email',
});

describe('changing the e-mail: POST /api/v1/user/email and POST /api/v1/email/confirm/{code}', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let serial = 0;

  beforeAll(async () => {
    ({ t, inbox } = await startAppWithInbox());
  });
  afterAll(async () => {
    await closeAppWithInbox({ t, inbox });
  });

  const fresh = () => {
    serial += 1;
    return `moved${serial}@example.org`;
  };
  const ask = (cookie: string, body: object) =>
    t.http().post('/api/v1/user/email').set('Cookie', cookie).set('Origin', TEST_ORIGIN).send(body);
  const confirm = (code: string) =>
    t.http().post(`/api/v1/email/confirm/${encodeURIComponent(code)}`);
  const emailOf = async (id: number) => (await t.db.orm.em.fork().findOneOrFail(User, id)).email;
  /** Asks for the change and reads the code of the link sent to the new address. */
  async function askAndReadCode(cookie: string, email: string) {
    await ask(cookie, { email, password: TEST_PASSWORD }).expect(202);
    return secretOf(linkIn(await inbox.waitForMessage(email), '/confirm-email/'));
  }

  it('sends a link to the new address and changes nothing until it is opened', async () => {
    const { user, cookie } = await signedInUser(t, { language: 'en' });
    const email = fresh();
    const response = await ask(cookie, { email: `  ${email}  `, password: TEST_PASSWORD });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ status: 'sent' });

    const mail = await inbox.waitForMessage(email);
    expect(mail.subject).toBe('Confirm your new e-mail · Go Federation');
    expect(mail.text).toContain('To make this the e-mail of your account');
    expect(mail.text).toContain('within 24 hours');
    expect(inbox.messagesTo(user.email ?? '')).toHaveLength(0);
    expect(await emailOf(user.id)).toBe(user.email);
    const code = secretOf(linkIn(mail, '/confirm-email/'));
    const stored = await t.db.orm.em.fork().findOneOrFail(UserCode, { codeHash: hashSecret(code) });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(EMAIL_CHANGE_TTL_MS);

    const confirmed = await confirm(code).expect(200);
    expect(confirmed.body).toEqual({ status: 'changed', Email: email });
    expect(await emailOf(user.id)).toBe(email);
    const current = (await t.http().get('/api/v1/user').set('Cookie', cookie).expect(200))
      .body as CurrentUser;
    expect(current.Email).toBe(email);

    // The new address signs in; the old one no longer does.
    const login = (name: string) =>
      t
        .http()
        .post('/api/v1/login')
        .set('Origin', TEST_ORIGIN)
        .send({ login: name, password: TEST_PASSWORD });
    await login(email.toUpperCase()).expect(200);
    await login(user.email ?? '').expect(404);
    // The link works once.
    expect((await confirm(code).expect(410)).body).toEqual(LINK_INVALID);
  });

  it('refuses a bad address, the same address and a wrong password, sending nothing', async () => {
    const { user, cookie } = await signedInUser(t);
    const asked: string[] = [];
    for (const email of ['', 'no-at-sign', 'two@@example.org', 42]) {
      const response = await ask(cookie, { email, password: TEST_PASSWORD }).expect(400);
      expect(response.body).toEqual(invalidEmail('email format is invalid'));
    }
    const same = await ask(cookie, {
      email: (user.email ?? '').toUpperCase(),
      password: TEST_PASSWORD,
    }).expect(400);
    expect(same.body).toEqual(invalidEmail('This is your e-mail already'));
    for (const password of ['not my password', '', undefined]) {
      const email = fresh();
      asked.push(email);
      const response = await ask(cookie, { email, password }).expect(403);
      expect(response.body).toEqual(WRONG_PASSWORD);
    }
    // by address: an earlier test's notice to its old address may still be on its way
    for (const address of [user.email ?? '', ...asked]) {
      expect(inbox.messagesTo(address)).toHaveLength(0);
    }
  });

  it("answers 409 for another account's address, in any letter case", async () => {
    const { cookie } = await signedInUser(t);
    const { user: other } = await signedInUser(t);
    const response = await ask(cookie, {
      email: (other.email ?? '').toUpperCase(),
      password: TEST_PASSWORD,
    }).expect(409);
    expect(response.body).toEqual(USER_EXISTS);
  });

  it('answers 409 when the address was taken after the link was sent, and changes nothing', async () => {
    const { user, cookie } = await signedInUser(t);
    const email = fresh();
    const code = await askAndReadCode(cookie, email);
    await signedInUser(t, { email });
    expect((await confirm(code).expect(409)).body).toEqual(USER_EXISTS);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('keeps only the newest link working', async () => {
    const { user, cookie } = await signedInUser(t);
    const first = fresh();
    const second = fresh();
    const firstCode = await askAndReadCode(cookie, first);
    const secondCode = await askAndReadCode(cookie, second);
    expect((await confirm(firstCode).expect(410)).body).toEqual(LINK_INVALID);
    await confirm(secondCode).expect(200);
    expect(await emailOf(user.id)).toBe(second);
  });

  it('answers 410 for an expired or unknown link, and for a used one raced twice', async () => {
    const { user, cookie } = await signedInUser(t);
    const code = await askAndReadCode(cookie, fresh());
    await t.seed((em) =>
      em.nativeUpdate(
        UserCode,
        { codeHash: hashSecret(code) },
        { expiresAt: new Date(Date.now() - 1000) },
      ),
    );
    expect((await confirm(code).expect(410)).body).toEqual(LINK_INVALID);
    expect((await confirm('no-such-link').expect(410)).body).toEqual(LINK_INVALID);
    expect(await emailOf(user.id)).toBe(user.email);

    const email = fresh();
    const raced = await askAndReadCode(cookie, email);
    const statuses = (await Promise.all([confirm(raced), confirm(raced)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 410]);
    expect(await emailOf(user.id)).toBe(email);
  });

  it('needs a signed-in user to ask', async () => {
    const response = await t
      .http()
      .post('/api/v1/user/email')
      .send({ email: fresh(), password: TEST_PASSWORD })
      .expect(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });
});

describe('changing the e-mail when the mail server is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 202: the link and its e-mail are committed together, and the worker keeps trying', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await t
      .http()
      .post('/api/v1/user/email')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'unreachable@example.org', password: TEST_PASSWORD })
      .expect(202);
    expect(response.body).toEqual({ status: 'sent' });
    const mail = await waitForFailedAttempt(t, 'unreachable@example.org');
    expect(mail).toMatchObject({ kind: 'email', attempts: 1, sentAt: null });
    const [code] = await t.db.orm.em.fork().find(UserCode, { user: user.id, usedAt: null });
    expect(code).toMatchObject({ kind: 'email', newEmail: 'unreachable@example.org' });
    expect(hashSecret(secretOf(linkIn({ text: mail.text }, '/confirm-email/')))).toBe(
      code.codeHash,
    );
  });
});
