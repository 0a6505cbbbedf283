import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '@domain/account';
import { User } from '@api/accounts/entities/user.entity';
import {
  closeAppWithInbox,
  signedInUser,
  startAppWithInbox,
  TEST_PASSWORD,
} from './support/accounts';
import { spyOnLogs } from './support/logs';
import { waitForFailedAttempt } from './support/mail-queue';
import {
  closedPort,
  linkIn,
  secretOf,
  type ReceivedMail,
  type SmtpInbox,
} from './support/smtp-inbox';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const NEW_PASSWORD = 'a brand new passphrase';

const changePassword = (t: TestApp, cookie: string, currentPassword: string) =>
  t
    .http()
    .patch('/api/v1/user/password')
    .set('Cookie', cookie)
    .set('Origin', TEST_ORIGIN)
    .send({ currentPassword, newPassword: NEW_PASSWORD });

/** Nothing secret in a notice: no link with a code in it, no password. */
function expectNoSecrets(mail: ReceivedMail): void {
  for (const path of ['/sign-up/', '/reset-password/', '/confirm-email/']) {
    expect(() => linkIn(mail, path)).toThrow();
  }
  expect(mail.raw).not.toContain(TEST_PASSWORD);
  expect(mail.text).not.toContain(NEW_PASSWORD);
}

describe('security notices: the account holder is told of a password or e-mail change', () => {
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
    return `notice${serial}@example.org`;
  };

  it('tells the old address where the account went once the new one is confirmed, and nothing before', async () => {
    const { user, cookie } = await signedInUser(t, { language: 'en', email: fresh() });
    const oldEmail = user.email ?? '';
    const newEmail = fresh();
    await t
      .http()
      .post('/api/v1/user/email')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ email: newEmail, password: TEST_PASSWORD })
      .expect(202);
    const code = secretOf(linkIn(await inbox.waitForMessage(newEmail), '/confirm-email/'));
    expect(inbox.messagesTo(oldEmail)).toHaveLength(0);

    await t
      .http()
      .post(`/api/v1/email/confirm/${encodeURIComponent(code)}`)
      .expect(200);
    const notice = await inbox.waitForMessage(oldEmail);
    expect(notice.subject).toBe('Your e-mail was changed · Go Federation');
    expect(notice.text).toContain(`Hello, ${user.username}!`);
    expect(notice.text).toContain(`The e-mail of your account was changed to ${newEmail}.`);
    expect(notice.text).toContain(`If this was not you, write to us at once: ${SUPPORT_EMAIL}.`);
    expect(notice.html).toContain(newEmail);
    expectNoSecrets(notice);
    // The new address got its link only; a used link tells nobody anything again.
    await t
      .http()
      .post(`/api/v1/email/confirm/${encodeURIComponent(code)}`)
      .expect(410);
    expect(inbox.messagesTo(newEmail)).toHaveLength(1);
    expect(inbox.messagesTo(oldEmail)).toHaveLength(1);
  });

  it('tells the address of a password changed on the profile, in its language, with a way back', async () => {
    const { user, cookie } = await signedInUser(t, { language: 'ru', email: fresh() });
    await changePassword(t, cookie, TEST_PASSWORD).expect(204);
    const notice = await inbox.waitForMessage(user.email ?? '');
    expect(notice.subject).toBe('Пароль изменён · Федерация го');
    expect(notice.text).toContain(`Здравствуйте, ${user.username}!`);
    expect(notice.text).toContain('Пароль вашей учётной записи изменён.');
    expect(notice.text).toContain(`Если это были не вы, сразу напишите нам: ${SUPPORT_EMAIL}.`);
    expect(notice.text).toContain(`Задать новый пароль:\n${TEST_ORIGIN}/reset-password\n`);
    expect(notice.html).toContain(`<a href="${TEST_ORIGIN}/reset-password">`);
    expectNoSecrets(notice);
  });

  it('sends nothing when the current password is wrong', async () => {
    const { user, cookie } = await signedInUser(t, { email: fresh() });
    await changePassword(t, cookie, 'not my password').expect(403);
    // A later change is the first message the address gets.
    await changePassword(t, cookie, TEST_PASSWORD).expect(204);
    await inbox.waitForMessage(user.email ?? '');
    expect(inbox.messagesTo(user.email ?? '')).toHaveLength(1);
  });

  it('tells the address of a password set with a reset link', async () => {
    const { user } = await signedInUser(t, { language: 'zh', email: fresh() });
    await t.http().post('/api/v1/user/password/reset').send({ login: user.username }).expect(202);
    const token = secretOf(
      linkIn(await inbox.waitForMessage(user.email ?? ''), '/reset-password/'),
    );
    await t
      .http()
      .patch(`/api/v1/user/password/${encodeURIComponent(token)}`)
      .send({ password: NEW_PASSWORD })
      .expect(204);
    const notice = await inbox.waitForMessage(user.email ?? '');
    expect(notice.subject).toBe('您的密码已更改 · 围棋协会');
    expect(notice.text).toContain('您账户的密码已更改。');
    expectNoSecrets(notice);
  });

  it('answers the change without waiting for the notice to be sent', async () => {
    const { user, cookie } = await signedInUser(t, { email: fresh() });
    const release = inbox.hold();
    try {
      await changePassword(t, cookie, TEST_PASSWORD).expect(204);
      expect(inbox.messagesTo(user.email ?? '')).toHaveLength(0);
    } finally {
      release();
    }
    expect((await inbox.waitForMessage(user.email ?? '')).subject).toBe(
      'Пароль изменён · Федерация го',
    );
  });
});

describe('security notices when the mail server is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the password change with its notice queued for a later attempt, and logs the failure without its content', async () => {
    const logs = spyOnLogs();
    const { user, cookie } = await signedInUser(t);
    await changePassword(t, cookie, TEST_PASSWORD).expect(204);
    const stored = await t.db.orm.em.fork().findOneOrFail(User, user.id);
    expect(await argon2.verify(stored.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    const notice = await waitForFailedAttempt(t, user.email ?? '');
    expect(notice).toMatchObject({ kind: 'passwordChanged', attempts: 1, sentAt: null });
    expect(notice.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    const failure = await vi.waitFor(() => {
      const line = logs().find((each) => each.includes(`passwordChanged e-mail ${notice.id}`));
      if (!line) throw new Error('no failure logged yet');
      return line;
    });
    expect(failure).toContain(`to ${user.email}: attempt 1 of 10 failed`);
    expect(failure).not.toContain(NEW_PASSWORD);
    expect(failure).not.toContain(notice.subject);
  });
});
