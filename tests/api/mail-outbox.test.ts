import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { User } from '@api/accounts/entities/user.entity';
import { UserCode } from '@api/accounts/entities/user-code.entity';
import { MAX_MAIL_ATTEMPTS } from '@api/mail/mail-retry';
import { QueuedMail } from '@api/mail/queued-mail.entity';
import { signedInUser, TEST_PASSWORD } from './support/accounts';
import { createSharedSite, type AppInstance, type SharedSite } from './support/app-instances';
import { spyOnLogs } from './support/logs';
import { queuedMailsTo, waitForFailedAttempt } from './support/mail-queue';
import { closedPort, linkIn, secretOf, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';

const signUp = (instance: Pick<AppInstance, 'http'>, name: string) =>
  instance
    .http()
    .post('/api/v1/register')
    .send({ username: name, email: `${name}@example.org`, password: PASSWORD, language: 'en' });

/** Waits until the one e-mail queued to the address has been sent. */
const waitUntilSent = (site: Pick<SharedSite, 'db'>, email: string) =>
  vi.waitFor(
    async () => {
      const [mail] = await queuedMailsTo(site, email);
      if (!mail?.sentAt) throw new Error(`The e-mail to ${email} is not sent yet`);
      return mail;
    },
    { timeout: 10_000, interval: 20 },
  );

describe('a change and its e-mail are committed together', () => {
  let t: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ smtpUrl: inbox.url });
    // The database refuses the e-mail rows to one address, after writing them: a failure late in
    // the transaction, as a full disk or a lost connection would be.
    const sql =
      t.db.config.kind === 'postgresql'
        ? [
            `create function refuse_doomed_mail() returns trigger language plpgsql as $$
             begin
               if new.recipient like 'doomed%' then raise exception 'the disk is full'; end if;
               return new;
             end $$`,
            `create trigger refuse_doomed_mail after insert on mail_queue
             for each row execute function refuse_doomed_mail()`,
          ]
        : [
            `create trigger refuse_doomed_mail after insert on mail_queue
             when new.recipient like 'doomed%'
             begin select raise(abort, 'the disk is full'); end`,
          ];
    for (const statement of sql) await t.db.orm.em.getConnection().execute(statement);
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('rolls back a sign-up whose e-mail row fails: no account, no code, no e-mail, and the name stays free', async () => {
    await signUp(t, 'doomed').expect(500);
    const em = t.db.orm.em.fork();
    expect(await em.count(User, { usernameKey: 'doomed' })).toBe(0);
    expect(await em.count(UserCode, {})).toBe(0);
    expect(await em.count(QueuedMail, {})).toBe(0);

    // Nothing was left half done: the same username signs up at once with another address.
    await t
      .http()
      .post('/api/v1/register')
      .send({ username: 'doomed', email: 'lucky@example.org', password: PASSWORD })
      .expect(201);
    const mail = await inbox.waitForMessage('lucky@example.org');
    await t
      .http()
      .get(`/api/v1/activate/${secretOf(linkIn(mail, '/sign-up/'))}`)
      .expect(200);
    expect(inbox.messagesTo('doomed@example.org')).toHaveLength(0);
  });

  it('rolls back a password change whose notice row fails: the old password stays', async () => {
    const { user, cookie } = await signedInUser(t, { email: 'doomed.notice@example.org' });
    await t
      .http()
      .patch('/api/v1/user/password')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' })
      .expect(500);
    const login = (password: string) =>
      t
        .http()
        .post('/api/v1/login')
        .set('Origin', TEST_ORIGIN)
        .send({ login: user.username, password });
    await login(TEST_PASSWORD).expect(200);
    expect(await queuedMailsTo(t, 'doomed.notice@example.org')).toHaveLength(0);
  });
});

describe('e-mails committed but not sent when the app stops (or crashes)', () => {
  let site: SharedSite;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    site = await createSharedSite();
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await site?.close();
    await inbox?.close();
  });

  it('are sent exactly once by the next start, and their links work', async () => {
    const first = await site.start(inbox.url);
    const release = inbox.hold();
    let stopping: Promise<void> | null = null;
    try {
      await signUp(first, 'sent.before').expect(201);
      // The worker is in the middle of sending that one...
      await vi.waitFor(async () => {
        const [mail] = await queuedMailsTo(site, 'sent.before@example.org');
        expect(mail?.attempts).toBe(1);
      });
      // ...when another sign-up commits, and the app is told to stop.
      await signUp(first, 'left.behind').expect(201);
      stopping = first.close();
    } finally {
      release();
    }
    await stopping;
    const [left] = await queuedMailsTo(site, 'left.behind@example.org');
    expect(left).toMatchObject({ attempts: 0, sentAt: null });
    expect(inbox.messagesTo('left.behind@example.org')).toHaveLength(0);
    expect(inbox.messagesTo('sent.before@example.org')).toHaveLength(1);

    const second = await site.start(inbox.url);
    const mail = await inbox.waitForMessage('left.behind@example.org');
    await waitUntilSent(site, 'left.behind@example.org');
    await second.close();
    expect(inbox.messagesTo('left.behind@example.org')).toHaveLength(1);
    expect(inbox.messagesTo('sent.before@example.org')).toHaveLength(1);

    const third = await site.start(inbox.url);
    const code = secretOf(linkIn(mail, '/sign-up/'));
    const activated = await third.http().get(`/api/v1/activate/${code}`).expect(200);
    expect(activated.body).toEqual({ status: 'active', UserName: 'left.behind' });
    await third.close();
  });
});

describe('when the mail server fails', () => {
  let site: SharedSite;
  let port: number;
  let instance: AppInstance;
  let inbox: SmtpInbox | undefined;

  beforeAll(async () => {
    site = await createSharedSite();
    port = await closedPort();
    instance = await site.start(`smtp://127.0.0.1:${port}`);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await site?.close();
    await inbox?.close();
  });

  it('gives up after the last allowed attempt, marks the e-mail failed and logs it', async () => {
    const logs = spyOnLogs();
    await signUp(instance, 'never.reached').expect(201);
    let mail = await waitForFailedAttempt(site, 'never.reached@example.org');
    while (mail.nextAttemptAt) {
      // Each retry at the time it is due, as the worker's timer would start it.
      await instance.mail.sendDue(mail.nextAttemptAt);
      [mail] = await queuedMailsTo(site, 'never.reached@example.org');
    }
    expect(mail).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null, text: '', html: '' });
    expect(mail.failedAt).toBeInstanceOf(Date);
    expect(mail.lastError).toMatch(/ECONNREFUSED/);
    expect(
      logs().filter((line) =>
        line.includes(`e-mail ${mail.id} to never.reached@example.org failed after 10 attempts`),
      ),
    ).toHaveLength(1);
    await instance.mail.sendDue(new Date(Date.now() + 24 * 60 * 60_000));
    const [after] = await queuedMailsTo(site, 'never.reached@example.org');
    expect(after.attempts).toBe(MAX_MAIL_ATTEMPTS);
  });

  it('retries until the server is back, then delivers the e-mail once', async () => {
    await signUp(instance, 'patient').expect(201);
    const failed = await waitForFailedAttempt(site, 'patient@example.org');
    expect(failed.attempts).toBe(1);

    inbox = await startSmtpInbox(port);
    await instance.mail.sendDue(failed.nextAttemptAt!);
    const message = await inbox.waitForMessage('patient@example.org');
    const [sent] = await queuedMailsTo(site, 'patient@example.org');
    expect(sent).toMatchObject({ attempts: 2, lastError: null, nextAttemptAt: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Sent means done: later rounds send nothing again, and the link's secret is not kept.
    expect(sent.text).toBe('');
    await instance.mail.sendDue(new Date(Date.now() + 24 * 60 * 60_000));
    expect(inbox.messagesTo('patient@example.org')).toHaveLength(1);
    await instance
      .http()
      .get(`/api/v1/activate/${secretOf(linkIn(message, '/sign-up/'))}`)
      .expect(200);
  });
});

describe('two API instances on one database', () => {
  let site: SharedSite;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    site = await createSharedSite();
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await site?.close();
    await inbox?.close();
  });

  it('deliver each e-mail once, whichever instance queued it', async () => {
    const [a, b] = [await site.start(inbox.url), await site.start(inbox.url)];
    const names = Array.from({ length: 12 }, (_, index) => `twin${index}`);
    const release = inbox.hold();
    try {
      // Sign-ups through both, while each worker is held on its first e-mail; both then race
      // for every row queued meanwhile, and a third and fourth round join in.
      const answers = await Promise.all(
        names.map((name, index) => signUp(index % 2 === 0 ? a : b, name)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
    } finally {
      release();
    }
    await Promise.all([a.mail.sendDue(), b.mail.sendDue()]);
    for (const name of names) await waitUntilSent(site, `${name}@example.org`);
    await a.close();
    await b.close();
    for (const name of names) expect(inbox.messagesTo(`${name}@example.org`)).toHaveLength(1);
    expect(inbox.messages).toHaveLength(names.length);
    const rows = await site.db.orm.em.fork().find(QueuedMail, {});
    expect(rows.map((row) => row.attempts)).toEqual(names.map(() => 1));
  });
});
