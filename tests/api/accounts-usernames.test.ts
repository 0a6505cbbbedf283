import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@sync/contract/account';
import { User } from '@api/accounts/entities/user.entity';
import { QueuedMail } from '@api/mail/queued-mail.entity';
import {
  AUTHORIZATION_FAILED,
  closeAppWithInbox,
  createTestUser,
  signedInUser,
  startAppWithInbox,
} from './support/accounts';
import { USER_EXISTS, USERNAME_CONFUSABLE } from './support/expected-errors';
import type { SmtpInbox } from './support/smtp-inbox';
import { TEST_ORIGIN, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';

const invalidUsername = (message: string) => ({
  statusCode: 400,
  code: 'INVALID_FIELD',
  message,
  field: 'username',
});
const AT_REFUSED = invalidUsername('Username must not contain @');
const INVISIBLE_REFUSED = invalidUsername(
  'Username must not contain invisible or formatting characters',
);
const MARKUP_REFUSED = invalidUsername('Username must not contain < > & " or \'');

describe('usernames: what sign-up and a change of username accept', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let serial = 0;

  beforeAll(async () => {
    ({ t, inbox } = await startAppWithInbox());
  });
  afterAll(async () => {
    await closeAppWithInbox({ t, inbox });
  });

  const email = () => {
    serial += 1;
    return `signup${serial}@example.org`;
  };
  const register = (username: string, address = email()) =>
    t.http().post('/api/v1/register').send({ username, email: address, password: PASSWORD });
  const registered = async (username: string) => {
    const address = email();
    await register(username, address).expect(201);
    await inbox.waitForMessage(address);
  };
  const patchUsername = (cookie: string, username: string) =>
    t
      .http()
      .patch('/api/v1/user/username')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ username });
  const rowOf = (id: number) => t.db.orm.em.fork().findOneOrFail(User, id);
  const queuedTo = (address: string) =>
    t.db.orm.em.fork().count(QueuedMail, { recipient: address });

  it.each([
    ['an @', 'victim@example.org', AT_REFUSED],
    ['a full-width @', 'victim\uff20example.org', AT_REFUSED],
    ['a trailing zero-width space', 'admin\u200b', INVISIBLE_REFUSED],
    ['a right-to-left override', 'ad\u202emin', INVISIBLE_REFUSED],
    ['a variation selector', 'admin\ufe0f', INVISIBLE_REFUSED],
    ['markup', '<b>x</b>', MARKUP_REFUSED],
  ])('refuses a username with %s at sign-up and creates nothing', async (_, username, body) => {
    const address = email();
    expect((await register(username, address).expect(400)).body).toEqual(body);
    expect(await queuedTo(address)).toBe(0);
  });

  it('stores the NFKC form of a username, so its full-width twin is the same name', async () => {
    await registered('\uff26\uff55\uff4c\uff4c\uff37\uff49\uff44\uff54\uff48');
    const [row] = await t.db.orm.em.fork().find(User, { usernameKey: 'fullwidth' });
    expect(row.username).toBe('FullWidth');
    expect((await register('fullwidth').expect(409)).body).toEqual(USER_EXISTS);
  });

  it('refuses a look-alike of a taken username with 409 USERNAME_CONFUSABLE', async () => {
    await registered('grandmaster');
    for (const lookalike of ['gr\u0430ndmaster', 'grandrnaster', 'gr\u0430ndm\u0430ster']) {
      const address = email();
      const response = await register(lookalike, address).expect(409);
      expect(response.body, lookalike).toEqual(USERNAME_CONFUSABLE);
      expect(await queuedTo(address)).toBe(0);
    }
    expect((await register('GRANDMASTER').expect(409)).body).toEqual(USER_EXISTS);
  });

  it('refuses look-alikes of the reserved names', async () => {
    for (const username of ['b\u043et-modern', 'deleted-lO']) {
      expect((await register(username).expect(409)).body, username).toEqual(USER_EXISTS);
    }
  });

  it('gives one of two simultaneous look-alike sign-ups the name', async () => {
    const answers = await Promise.all([register('racer'), register('r\u0430cer')]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses the same names on a change of username, and keeps the old one', async () => {
    await registered('wanderer');
    const { user, cookie } = await signedInUser(t);
    const refusals: [string, object][] = [
      ['victim@example.org', AT_REFUSED],
      ['admin\u200b', INVISIBLE_REFUSED],
      ['<i>me</i>', MARKUP_REFUSED],
      ['w\u0430nderer', USERNAME_CONFUSABLE],
      ['WANDERER', USER_EXISTS],
      ['b\u043et-pre-ai', USER_EXISTS],
    ];
    for (const [username, body] of refusals) {
      expect((await patchUsername(cookie, username)).body, username).toEqual(body);
    }
    expect((await rowOf(user.id)).username).toBe(user.username);
  });

  it('stores a new username in its NFKC form and frees the old one’s look-alikes', async () => {
    const { user, cookie } = await signedInUser(t, { username: 'pilgrim' });
    const renamed = await patchUsername(cookie, '\uff30ilgrim2').expect(200);
    expect((renamed.body as CurrentUser).UserName).toBe('Pilgrim2');
    expect((await rowOf(user.id)).username).toBe('Pilgrim2');
    // The account's own look-alike is no conflict.
    await patchUsername(cookie, 'P\u0456lgrim2').expect(200);
    await registered('p\u0456lgrim');
    expect((await register('Pilgrim2').expect(409)).body).toEqual(USERNAME_CONFUSABLE);
  });
});

describe('logins with an @ are e-mails: the squatting of issue 29', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let squatter: User;
  let owner: User;
  const SQUATTER_PASSWORD = 'the squatter knows this';
  const OWNER_PASSWORD = 'the owner knows this';

  beforeAll(async () => {
    ({ t, inbox } = await startAppWithInbox());
    t.app.set('trust proxy', 'loopback');
    // The squatter's account comes first, named before '@' was refused (the API refuses it now).
    squatter = await createTestUser(t, {
      username: 'victim@example.org',
      email: 'squatter@example.org',
      password: SQUATTER_PASSWORD,
    });
    owner = await createTestUser(t, {
      username: 'victim',
      email: 'victim@example.org',
      password: OWNER_PASSWORD,
    });
  });
  afterAll(async () => {
    await closeAppWithInbox({ t, inbox });
  });

  const login = (body: object) => t.http().post('/api/v1/login').send(body);

  it('refuses the squatting username at sign-up', async () => {
    const response = await t.http().post('/api/v1/register').send({
      username: 'someone@example.org',
      email: 'squatter2@example.org',
      password: PASSWORD,
    });
    expect(response.body).toEqual(AT_REFUSED);
  });

  it('e-mails the reset for an address to the owner of that e-mail, not to the account named after it', async () => {
    await t
      .http()
      .post('/api/v1/user/password/reset')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ login: 'Victim@Example.org' })
      .expect(202);
    const mail = await inbox.waitForMessage('victim@example.org');
    expect(mail.text).toContain('/reset-password/');
    expect(inbox.messagesTo('squatter@example.org')).toHaveLength(0);
  });

  it('signs in with an address as the owner of that e-mail only', async () => {
    const refused = await login({ login: 'victim@example.org', password: SQUATTER_PASSWORD });
    expect([refused.status, refused.body]).toEqual([404, AUTHORIZATION_FAILED]);
    const signedIn = await login({ login: 'victim@example.org', password: OWNER_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect((signedIn.body as CurrentUser).ID).toBe(owner.id);
    // The squatter still signs in with their own e-mail.
    const own = await login({ login: 'squatter@example.org', password: SQUATTER_PASSWORD });
    expect((own.body as CurrentUser).ID).toBe(squatter.id);
  });

  it('reads a login without @ as a username, also in its full-width form', async () => {
    const signedIn = await login({ login: '\uff56ictim', password: OWNER_PASSWORD });
    expect((signedIn.body as CurrentUser).ID).toBe(owner.id);
  });
});
