import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_TTL_MS,
  ACTIVATION_RESEND_INTERVAL_MS,
  HOUR_MS,
  accountKey,
} from '@domain/account';
import { hashSecret } from '@api/accounts/auth/secret-token';
import { UserCode } from '@api/accounts/entities/user-code.entity';
import { claimActivationLink } from '@api/accounts/registration/activation-link-claim';
import { User } from '@api/accounts/entities/user.entity';
import { RATE_LIMITS } from '@api/accounts/security/rate-limits';
import {
  AUTHORIZATION_FAILED,
  closeAppWithInbox,
  createTestUser,
  startAppWithInbox,
  TEST_PASSWORD,
} from './support/accounts';
import { ACTIVATION_INVALID } from './support/expected-errors';
import { failUntilWaiting } from './support/login-attempts';
import { waitForFailedAttempt } from './support/mail-queue';
import { closedPort, linkIn, secretOf, type SmtpInbox } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';

const ALREADY_SENT = {
  statusCode: 429,
  code: 'ACTIVATION_ALREADY_SENT',
  message: 'Activation e-mail already sent',
};
const ALREADY_ACTIVE = {
  statusCode: 409,
  code: 'ALREADY_ACTIVE',
  message: 'Account already activated',
};
describe('POST /api/v1/activate/resend: the activation link again, for the account holder', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let serial = 0;

  beforeAll(async () => {
    ({ t, inbox } = await startAppWithInbox());
  });
  afterAll(async () => {
    await closeAppWithInbox({ t, inbox });
  });

  const resend = (body: object) => t.http().post('/api/v1/activate/resend').send(body);
  const activate = (code: string) => t.http().get(`/api/v1/activate/${encodeURIComponent(code)}`);

  /** Signs up in English and returns the account and the code of the first e-mail. */
  async function signUp() {
    serial += 1;
    const body = { username: `Waiting${serial}`, email: `waiting${serial}@example.org` };
    await t
      .http()
      .post('/api/v1/register')
      .send({ ...body, password: PASSWORD, language: 'en' })
      .expect(201);
    const mail = await inbox.waitForMessage(body.email);
    const user = await t.db.orm.em
      .fork()
      .findOneOrFail(User, { usernameKey: accountKey(body.username) });
    return { ...body, user, code: secretOf(linkIn(mail, '/sign-up/')) };
  }

  /** Dates the account's links back past the 5 minutes between two e-mails. */
  const ageLinks = (userId: number, byMs = ACTIVATION_RESEND_INTERVAL_MS + 1000) =>
    t.seed(async (em) => {
      for (const code of await em.find(UserCode, { user: userId })) {
        code.createdAt = new Date(code.createdAt.getTime() - byMs);
      }
    });

  it('e-mails a new link that activates the account; the earlier link stops working', async () => {
    const account = await signUp();
    await ageLinks(account.user.id);

    const response = await resend({ login: account.email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ status: 'sent' });

    const mail = await inbox.waitForMessage(account.email);
    expect(mail.subject).toBe('Confirm your registration · Go Federation');
    expect(mail.text).toContain('To activate your account');
    const code = secretOf(linkIn(mail, '/sign-up/'));
    expect(code).not.toBe(account.code);
    const stored = await t.db.orm.em.fork().findOneOrFail(UserCode, { codeHash: hashSecret(code) });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(ACTIVATION_CODE_TTL_MS);

    expect((await activate(account.code).expect(410)).body).toEqual(ACTIVATION_INVALID);
    const activated = await activate(code).expect(200);
    expect(activated.body).toEqual({ status: 'active', UserName: account.username });
    expect((await resend({ login: account.username, password: PASSWORD })).body).toEqual(
      ALREADY_ACTIVE,
    );
  });

  it("answers 429 'already sent' with Retry-After within 5 minutes of the last link, sending nothing", async () => {
    const account = await signUp();
    const refused = await resend({ login: account.username, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(ALREADY_SENT);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(ACTIVATION_RESEND_INTERVAL_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(ACTIVATION_RESEND_INTERVAL_MS / 1000);

    // Four minutes later it still waits, a minute less.
    await ageLinks(account.user.id, 4 * 60 * 1000);
    const later = await resend({ login: account.username, password: PASSWORD }).expect(429);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect(inbox.messagesTo(account.email)).toHaveLength(1);
    await activate(account.code).expect(200);
  });

  it('sends one link to four requests at once: the others are told it was already sent', async () => {
    const account = await signUp();
    await ageLinks(account.user.id);
    const logins = [account.username, account.email, account.username.toUpperCase(), account.email];
    const answers = await Promise.all(logins.map((login) => resend({ login, password: PASSWORD })));
    expect(answers.map((response) => response.status).sort()).toEqual([202, 429, 429, 429]);
    for (const refused of answers.filter((response) => response.status === 429)) {
      expect(refused.body).toEqual(ALREADY_SENT);
    }

    const code = secretOf(linkIn(await inbox.waitForMessage(account.email), '/sign-up/'));
    const live = await t.db.orm.em
      .fork()
      .find(UserCode, { user: account.user.id, kind: 'activation', usedAt: null });
    expect(live.map((stored) => stored.codeHash)).toEqual([hashSecret(code)]);
    expect(inbox.messagesTo(account.email)).toHaveLength(2);
    await activate(code).expect(200);
  });

  it('records one new link when claimed four times at once (each on its own connection)', async () => {
    const account = await signUp();
    await ageLinks(account.user.id);
    const now = new Date();
    const outcomes = await Promise.allSettled(
      [1, 2, 3, 4].map((claim) =>
        t.db.orm.em.fork().transactional((tx) =>
          claimActivationLink(tx, {
            userId: account.user.id,
            codeHash: hashSecret(`claim ${claim}`),
            now,
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((each) => each.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ key: 'activationAlreadySent' });
    }
    const recent = await t.db.orm.em
      .fork()
      .count(UserCode, { user: account.user.id, createdAt: { $gte: now } });
    expect(recent).toBe(1);
  });

  it('refuses a wrong password and an unknown login alike, sending nothing', async () => {
    const account = await signUp();
    await ageLinks(account.user.id);
    for (const body of [
      { login: account.username, password: 'not the password' },
      { login: 'nobody-at-all', password: PASSWORD },
      { login: account.username },
    ]) {
      const response = await resend(body).expect(404);
      expect(response.body).toEqual(AUTHORIZATION_FAILED);
    }
    const missing = await resend({ password: PASSWORD }).expect(400);
    expect(missing.body).toMatchObject({
      code: 'INVALID_FIELD',
      message: 'Please enter your username or email',
      field: 'login',
    });
    expect(inbox.messagesTo(account.email)).toHaveLength(1);
  });

  it("answers 409 'Account already activated' to an active account", async () => {
    const user = await createTestUser(t, { username: 'AlreadyIn' });
    const response = await resend({ login: 'alreadyin', password: TEST_PASSWORD });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(ALREADY_ACTIVE);
    expect(inbox.messagesTo(user.email ?? '')).toHaveLength(0);
  });

  it('counts its wrong passwords with those of sign-in, per account and address: 429 while that address waits', async () => {
    const account = await signUp();
    await ageLinks(account.user.id);
    await failUntilWaiting(
      (n) =>
        t
          .http()
          .post(n % 2 === 0 ? '/api/v1/activate/resend' : '/api/v1/login')
          .send({ login: account.username, password: `guess ${n}` }),
      {
        seconds: 3,
        attempts: RATE_LIMITS.login.freeFailures + 1,
        failedStatus: AUTHORIZATION_FAILED.statusCode,
      },
    );
    const refused = await resend({ login: account.username, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(inbox.messagesTo(account.email)).toHaveLength(1);
  });

  it('keeps the name of a sign-up past its 48 hours while its new link is alive', async () => {
    const account = await signUp();
    const longAgo = new Date(Date.now() - ACTIVATION_CODE_TTL_MS - HOUR_MS);
    await t.seed(async (em) => {
      await em.nativeUpdate(User, { id: account.user.id }, { createdAt: longAgo });
      await em.nativeUpdate(
        UserCode,
        { user: account.user.id },
        { createdAt: longAgo, expiresAt: new Date(Date.now() - HOUR_MS) },
      );
    });
    await resend({ login: account.username, password: PASSWORD }).expect(202);
    const code = secretOf(linkIn(await inbox.waitForMessage(account.email), '/sign-up/'));

    const taken = await t
      .http()
      .post('/api/v1/register')
      .send({ username: account.username, email: 'someone.else@example.org', password: PASSWORD })
      .expect(409);
    expect(taken.body).toMatchObject({ code: 'USER_EXISTS' });
    await activate(code).expect(200);
  });
});

describe('POST /api/v1/activate/resend when the mail server is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 202: the new link and its e-mail are committed together, and the worker keeps trying', async () => {
    const user = await createTestUser(t, { username: 'Unreached', status: 'pending' });
    const longAgo = new Date(Date.now() - ACTIVATION_RESEND_INTERVAL_MS - 1000);
    const earlier = 'the earlier activation code';
    await t.seed((em) =>
      em.create(UserCode, {
        codeHash: hashSecret(earlier),
        user,
        kind: 'activation',
        createdAt: longAgo,
        expiresAt: new Date(longAgo.getTime() + ACTIVATION_CODE_TTL_MS),
      }),
    );
    const resend = () =>
      t
        .http()
        .post('/api/v1/activate/resend')
        .send({ login: 'unreached', password: TEST_PASSWORD });
    const response = await resend().expect(202);
    expect(response.body).toEqual({ status: 'sent' });

    const mail = await waitForFailedAttempt(t, user.email ?? '');
    expect(mail).toMatchObject({ kind: 'activation', attempts: 1, sentAt: null, failedAt: null });
    expect(mail.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    const live = await t.db.orm.em.fork().find(UserCode, { user: user.id, usedAt: null });
    expect(live).toHaveLength(1);
    expect(hashSecret(secretOf(linkIn({ text: mail.text }, '/sign-up/')))).toBe(live[0].codeHash);
    // The e-mail is on its way: asking again within 5 minutes is 'already sent'.
    expect((await resend().expect(429)).body).toEqual(ALREADY_SENT);
  });
});
