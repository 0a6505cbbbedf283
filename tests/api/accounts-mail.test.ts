import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSecret } from '@api/accounts/auth/secret-token';
import { UserCode } from '@api/accounts/entities/user-code.entity';
import { User } from '@api/accounts/entities/user.entity';
import { closeAppWithInbox, createTestUser, startAppWithInbox } from './support/accounts';
import { spyOnLogs } from './support/logs';
import { waitForFailedAttempt } from './support/mail-queue';
import { closedPort, decodeMail, linkIn, secretOf, type SmtpInbox } from './support/smtp-inbox';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';

describe('activation e-mail over SMTP', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let serial = 0;

  beforeAll(async () => {
    ({ t, inbox } = await startAppWithInbox());
  });
  afterAll(async () => {
    await closeAppWithInbox({ t, inbox });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function signUp(extra: Record<string, unknown> = {}, acceptLanguage?: string) {
    serial += 1;
    const body = {
      username: `Mailer${serial}`,
      email: `mailer${serial}@example.org`,
      password: PASSWORD,
      ...extra,
    };
    const request = t.http().post('/api/v1/register');
    if (acceptLanguage !== undefined) request.set('Accept-Language', acceptLanguage);
    await request.send(body).expect(201);
    const mail = await inbox.waitForMessage(body.email);
    const user = await t.db.orm.em
      .fork()
      .findOneOrFail(User, { usernameKey: String(body.username).toLowerCase() });
    return { mail, user, body };
  }

  const SUBJECTS = {
    ru: 'Подтверждение регистрации · Федерация го',
    en: 'Confirm your registration · Go Federation',
    zh: '请确认您的注册 · 围棋协会',
  };

  it.each([
    ['the form says ru', { language: 'ru' }, undefined, 'ru'],
    ['the form says en', { language: 'en' }, undefined, 'en'],
    ['the form says zh', { language: 'zh' }, undefined, 'zh'],
    ['the form beats Accept-Language', { language: 'en' }, 'zh-CN,zh;q=0.9', 'en'],
    ['Accept-Language prefers zh', {}, 'zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['Accept-Language names en after an unsupported one', {}, 'de-DE, en-US;q=0.7', 'en'],
    ['Accept-Language ranks by q', {}, 'ru;q=0.3, en;q=0.9', 'en'],
    ['Accept-Language names nothing supported', {}, 'fr, de;q=0.5', 'ru'],
    ['there is no language at all', {}, undefined, 'ru'],
  ] as const)('writes in the user language when %s', async (_, extra, acceptLanguage, language) => {
    const { mail, user, body } = await signUp(extra, acceptLanguage);
    expect(user.language).toBe(language);
    expect(mail.subject).toBe(SUBJECTS[language]);
    const greeting = {
      ru: `Здравствуйте, ${body.username}!`,
      en: `Hello, ${body.username}!`,
      zh: `${body.username}，您好！`,
    }[language];
    const validity = {
      ru: 'в течение 48 часов',
      en: 'within 48 hours',
      zh: '请在 48 小时内',
    }[language];
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(greeting);
      expect(part).toContain(validity);
    }
  });

  it('sends a text and an HTML part carrying the same link, from no-reply at the site', async () => {
    const { mail } = await signUp({ language: 'en' });
    const link = linkIn(mail, '/sign-up/');
    expect(link.startsWith(`${TEST_ORIGIN}/sign-up/`)).toBe(true);
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.raw).toMatch(/^From: no-reply@localhost$/m);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail.raw).toMatch(/^Content-Transfer-Encoding: base64$/m);
  });

  it('escapes markup of the username in the HTML part', async () => {
    // Sign-up refuses markup in usernames now; an account named before that gets the link again.
    const username = '<img src=x onerror=alert(1)>';
    const user = await createTestUser(t, {
      username,
      email: 'markup@example.org',
      password: PASSWORD,
      status: 'pending',
    });
    await t
      .http()
      .post('/api/v1/activate/resend')
      .send({ login: username, password: PASSWORD })
      .expect(202);
    const mail = await inbox.waitForMessage(user.email!);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('never logs the link when sending through SMTP', async () => {
    const logs = spyOnLogs();
    const { mail } = await signUp();
    const code = secretOf(linkIn(mail, '/sign-up/'));
    await t.http().get(`/api/v1/activate/${code}`).expect(200);
    expect(logs().join('\n')).not.toContain(code);
  });
});

describe('the outbox (no SMTP server configured)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const outboxFiles = () =>
    readdirSync(t.accounts.outboxDir)
      .filter((name) => name.endsWith('.eml'))
      .sort();

  it('writes each message as a .eml file in the outbox and logs its recipient and link', async () => {
    const logs = spyOnLogs();
    const body = {
      username: 'Outbox1',
      email: 'outbox1@example.org',
      password: PASSWORD,
      language: 'en',
    };
    await t.http().post('/api/v1/register').send(body).expect(201);

    // The mail worker writes it right after the sign-up commits.
    const files = await vi.waitFor(() => {
      const written = outboxFiles();
      expect(written).toHaveLength(1);
      return written;
    });
    expect(files[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-activation-[0-9a-f]{12}\.eml$/,
    );
    const raw = readFileSync(join(t.accounts.outboxDir, files[0]), 'utf8');
    expect(raw).toMatch(/^To: outbox1@example.org$/m);
    const mail = decodeMail(raw);
    expect(mail.subject).toBe('Confirm your registration · Go Federation');
    const link = linkIn(mail, '/sign-up/');
    expect(files[0]).not.toContain(secretOf(link));

    const line = await vi.waitFor(() => {
      const found = logs().find((entry) => entry.includes(link));
      if (!found) throw new Error('The link is not logged yet');
      return found;
    });
    expect(line).toContain('outbox1@example.org');
    expect(line).not.toContain(PASSWORD);

    await t
      .http()
      .get(`/api/v1/activate/${secretOf(link)}`)
      .expect(200);
  });

  it('writes reset e-mails too, named so that they sort by time', async () => {
    const user = await createTestUser(t, { username: 'Outbox2', language: 'zh' });
    await t.http().post('/api/v1/user/password/reset').send({ login: user.username }).expect(202);
    // The mail worker writes it after the answer.
    const files = await vi.waitFor(() => {
      const written = outboxFiles();
      expect(written).toHaveLength(2);
      return written;
    });
    expect(files[1]).toMatch(/-reset-[0-9a-f]{12}\.eml$/);
    expect(files[0] < files[1]).toBe(true);
    const mail = decodeMail(readFileSync(join(t.accounts.outboxDir, files[1]), 'utf8'));
    expect(mail.subject).toBe('重置密码 · 围棋协会');
    const token = secretOf(linkIn(mail, '/reset-password/'));
    await t.http().get(`/api/v1/user/password/${token}`).expect(200);
  });
});

describe('when the mail server is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 201 and keeps the account with its activation e-mail queued for another attempt', async () => {
    const body = { username: 'Unlucky', email: 'unlucky@example.org', password: PASSWORD };
    const response = await t.http().post('/api/v1/register').send(body).expect(201);
    expect(response.body).toEqual({ status: 'activation pending' });
    const mail = await waitForFailedAttempt(t, body.email);
    expect(mail).toMatchObject({ kind: 'activation', attempts: 1, sentAt: null, failedAt: null });
    expect(mail.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    const em = t.db.orm.em.fork();
    const user = await em.findOneOrFail(User, { usernameKey: 'unlucky' });
    const [code] = await em.find(UserCode, { user: user.id, kind: 'activation' });
    expect(hashSecret(secretOf(linkIn({ text: mail.text }, '/sign-up/')))).toBe(code.codeHash);
  });

  it('answers a reset of an existing account as of an unknown one; only the account has an e-mail queued', async () => {
    const user = await createTestUser(t, { username: 'Stranded' });
    for (const login of [user.username, 'nobody-stranded']) {
      const response = await t
        .http()
        .post('/api/v1/user/password/reset')
        .send({ login })
        .expect(202);
      expect(response.body).toEqual({ status: 'sent' });
    }
    const mail = await waitForFailedAttempt(t, user.email!);
    expect(mail).toMatchObject({ kind: 'reset', attempts: 1 });
    expect(await t.db.orm.em.fork().count(UserCode, { user: user.id, usedAt: null })).toBe(1);
    // The e-mail is on its way, so both are 'already sent' alike.
    for (const login of [user.username, 'nobody-stranded']) {
      const response = await t
        .http()
        .post('/api/v1/user/password/reset')
        .send({ login })
        .expect(429);
      expect(response.body).toMatchObject({ code: 'RESET_ALREADY_SENT' });
    }
  });
});
