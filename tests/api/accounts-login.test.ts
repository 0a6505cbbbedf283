import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { SESSION_TTL_MS } from '@domain/account';
import { SESSION_COOKIE, type CurrentUser } from '@sync/contract/account';
import { hashSecret } from '@api/accounts/auth/secret-token';
import { UserSession } from '@api/accounts/entities/user-session.entity';
import { User } from '@api/accounts/entities/user.entity';
import { RATE_LIMITS } from '@api/accounts/security/rate-limits';
import {
  AUTHORIZATION_FAILED,
  createTestUser,
  sessionCookieOf,
  TEST_PASSWORD,
} from './support/accounts';
import { INVALID_TOKEN, UNAUTHORIZED } from './support/expected-errors';
import { failUntilWaiting } from './support/login-attempts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const TOO_MANY_REQUESTS = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Try again later',
};
const CURRENT_USER_KEYS = [
  'ConsentDate',
  'Email',
  'FirstName',
  'ID',
  'Language',
  'LastName',
  'LastUpdate',
  'LoginType',
  'MiddleName',
  'Name',
  'PictureURL',
  'Roles',
  'Theme',
  'UserName',
].sort();

/** The `sid` Set-Cookie line of a response, or undefined. */
function sessionSetCookie(response: Response): string | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** The `Cookie` header value that a browser would send back. */
function cookieFrom(response: Response): string {
  const line = sessionSetCookie(response);
  if (!line) throw new Error('no session cookie');
  return line.split(';')[0];
}

function login(t: TestApp, body: object, host?: string) {
  const request = t.http().post('/api/v1/login');
  if (host) void request.set('Host', host);
  return request.send(body);
}

describe('POST /api/v1/login', () => {
  let t: TestApp;
  let ann: User;

  beforeAll(async () => {
    t = await createTestApp();
    ann = await createTestUser(t, { username: 'AnnSmith', email: 'Ann.Smith@Example.org' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in by username or e-mail in any letter case and answers the current user', async () => {
    for (const name of ['AnnSmith', 'annsmith', 'ANNSMITH', ' AnnSmith ']) {
      const response = await login(t, { login: name, password: TEST_PASSWORD }).expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect((response.body as CurrentUser).ID).toBe(ann.id);
      expect((response.body as CurrentUser).UserName).toBe('AnnSmith');
    }
    for (const email of [
      'Ann.Smith@Example.org',
      'ann.smith@example.org',
      'ANN.SMITH@EXAMPLE.ORG',
    ]) {
      const response = await login(t, { login: email, password: TEST_PASSWORD }).expect(200);
      expect((response.body as CurrentUser).ID).toBe(ann.id);
    }
  });

  it("answers the same 404 'Authorization failed' for a wrong password and an unknown user, without a cookie", async () => {
    const wrong = await login(t, { login: 'AnnSmith', password: 'not the password' });
    const unknown = await login(t, { login: 'nobody_here', password: 'not the password' });
    const unknownEmail = await login(t, { login: 'nobody@example.org', password: TEST_PASSWORD });
    for (const response of [wrong, unknown, unknownEmail]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(AUTHORIZATION_FAILED);
      expect(sessionSetCookie(response)).toBeUndefined();
    }
    expect(unknown.text).toBe(wrong.text);
  });

  it('refuses an empty password and an absurdly long one as wrong', async () => {
    for (const password of ['', 'x'.repeat(10_000), undefined, 12345678]) {
      const response = await login(t, { login: 'AnnSmith', password }).expect(404);
      expect(response.body).toEqual(AUTHORIZATION_FAILED);
    }
  });

  it("asks for the login when it is missing or blank: 'Please enter your username or email'", async () => {
    const expected = {
      statusCode: 400,
      code: 'INVALID_FIELD',
      message: 'Please enter your username or email',
      field: 'login',
    };
    for (const body of [
      { password: TEST_PASSWORD },
      { login: '', password: 'x' },
      { login: '  ' },
    ]) {
      expect((await login(t, body).expect(400)).body).toEqual(expected);
    }
    expect((await login(t, { login: 42, password: 'x' }).expect(400)).body).toEqual(expected);
  });

  it("answers 403 'Account activation pending' for the right password of a pending account", async () => {
    await createTestUser(t, { username: 'pending_pat', status: 'pending' });
    const response = await login(t, { login: 'pending_pat', password: TEST_PASSWORD }).expect(403);
    expect(response.body).toEqual({
      statusCode: 403,
      code: 'ACTIVATION_PENDING',
      message: 'Account activation pending',
    });
    expect(sessionSetCookie(response)).toBeUndefined();
    const wrong = await login(t, { login: 'pending_pat', password: 'wrong password' }).expect(404);
    expect(wrong.body).toEqual(AUTHORIZATION_FAILED);
  });

  it('answers 404 for a deleted account, even with its old password', async () => {
    await createTestUser(t, { username: 'deleted_dan', status: 'deleted' });
    const response = await login(t, { login: 'deleted_dan', password: TEST_PASSWORD }).expect(404);
    expect(response.body).toEqual(AUTHORIZATION_FAILED);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, not Secure on localhost', async () => {
    for (const host of [undefined, 'localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const before = Date.now();
      const response = await login(t, { login: 'AnnSmith', password: TEST_PASSWORD }, host);
      expect(response.status).toBe(200);
      const line = sessionSetCookie(response) ?? '';
      const attributes = line.split(/;\s*/).slice(1);
      expect(line).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
      expect(attributes).toContain('HttpOnly');
      expect(attributes).toContain('SameSite=Lax');
      expect(attributes).toContain('Path=/');
      expect(attributes).not.toContain('Secure');
      const expires = Date.parse(attributes.find((a) => a.startsWith('Expires='))!.slice(8));
      expect(expires).toBeGreaterThan(before + SESSION_TTL_MS - 60_000);
      expect(expires).toBeLessThan(Date.now() + SESSION_TTL_MS + 1000);
    }
  });

  it('marks the cookie Secure when the site is not localhost', async () => {
    const response = await login(
      t,
      { login: 'AnnSmith', password: TEST_PASSWORD },
      'go.example.org',
    );
    expect(response.status).toBe(200);
    const attributes = (sessionSetCookie(response) ?? '').split(/;\s*/);
    expect(attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax']));
  });

  it('ends the session it replaces when a signed-in browser signs in again', async () => {
    const old = cookieFrom(await login(t, { login: 'AnnSmith', password: TEST_PASSWORD }));
    const fresh = await t
      .http()
      .post('/api/v1/login')
      .set('Cookie', old)
      .set('Origin', TEST_ORIGIN)
      .send({ login: 'AnnSmith', password: TEST_PASSWORD })
      .expect(200);
    await t.http().get('/api/v1/user').set('Cookie', old).expect(401);
    await t.http().get('/api/v1/user').set('Cookie', cookieFrom(fresh)).expect(200);
  });
});

describe('GET /api/v1/user and GET /api/v1/logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every field of the current user and nothing secret', async () => {
    const user = await createTestUser(t, { username: 'BobJones', roles: ['user', 'admin'] });
    const signIn = await login(t, { login: 'bobjones', password: TEST_PASSWORD }).expect(200);
    const response = await t
      .http()
      .get('/api/v1/user')
      .set('Cookie', cookieFrom(signIn))
      .expect(200);
    const body = response.body as CurrentUser;
    expect(Object.keys(body).sort()).toEqual(CURRENT_USER_KEYS);
    expect(body).toEqual({
      ID: user.id,
      Name: 'BobJones',
      UserName: 'BobJones',
      PictureURL: '',
      Email: 'BobJones@example.org',
      Roles: ['user', 'admin'],
      ConsentDate: null,
      FirstName: '',
      LastName: '',
      MiddleName: '',
      LastUpdate: user.updatedAt.toISOString(),
      Language: 'ru',
      Theme: 'auto',
      LoginType: 'local',
    });
    expect(signIn.body).toEqual(body);
    for (const text of [response.text, signIn.text]) {
      expect(text).not.toMatch(/pass|hash|argon|token|session/i);
    }
  });

  it("answers 401 'Authorization failed' when signed out or with an unknown cookie", async () => {
    expect((await t.http().get('/api/v1/user').expect(401)).body).toEqual(UNAUTHORIZED);
    const unknown = await t.http().get('/api/v1/user').set('Cookie', `${SESSION_COOKIE}=made-up`);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(INVALID_TOKEN);
  });

  it('ends the session on the server: the old cookie no longer works', async () => {
    await createTestUser(t, { username: 'carol' });
    const cookie = cookieFrom(await login(t, { login: 'carol', password: TEST_PASSWORD }));
    await t.http().get('/api/v1/user').set('Cookie', cookie).expect(200);
    const logout = await t.http().get('/api/v1/logout').set('Cookie', cookie).expect(204);
    const cleared = sessionSetCookie(logout) ?? '';
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/Path=\//);
    expect((await t.http().get('/api/v1/user').set('Cookie', cookie).expect(401)).body).toEqual(
      INVALID_TOKEN,
    );
    const token = cookie.slice(SESSION_COOKIE.length + 1);
    const rows = await t.db.orm.em.fork().count(UserSession, { tokenHash: hashSecret(token) });
    expect(rows).toBe(0);
  });

  it('answers 204 to a logout without a session', async () => {
    await t.http().get('/api/v1/logout').expect(204);
  });

  it('keeps other sessions of the user when one browser signs out', async () => {
    const user = await createTestUser(t);
    const first = await sessionCookieOf(t, user);
    const second = await sessionCookieOf(t, user);
    await t.http().get('/api/v1/logout').set('Cookie', first).expect(204);
    await t.http().get('/api/v1/user').set('Cookie', first).expect(401);
    await t.http().get('/api/v1/user').set('Cookie', second).expect(200);
  });

  it('answers 401 once the session has expired', async () => {
    const user = await createTestUser(t);
    const cookie = await sessionCookieOf(t, user);
    await t.http().get('/api/v1/user').set('Cookie', cookie).expect(200);
    const token = cookie.slice(SESSION_COOKIE.length + 1);
    await t.seed((em) =>
      em.nativeUpdate(
        UserSession,
        { tokenHash: hashSecret(token) },
        { expiresAt: new Date(Date.now() - 1000) },
      ),
    );
    expect((await t.http().get('/api/v1/user').set('Cookie', cookie).expect(401)).body).toEqual(
      INVALID_TOKEN,
    );
  });

  it('answers 401 to the session of an account that is no longer active', async () => {
    const user = await createTestUser(t);
    const cookie = await sessionCookieOf(t, user);
    await t.seed((em) => em.nativeUpdate(User, { id: user.id }, { status: 'deleted' }));
    await t.http().get('/api/v1/user').set('Cookie', cookie).expect(401);
  });
});

describe('a username with SQL or script in it', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([["Robert'); DROP TABLE app_user;--"], ['<script>alert(1)</script>']])(
    'signs in as %s and comes back verbatim as JSON',
    async (username) => {
      const user = await createTestUser(t, { username, email: `u${Date.now()}@example.org` });
      const signIn = await login(t, { login: username, password: TEST_PASSWORD }).expect(200);
      expect(signIn.headers['content-type']).toMatch(/^application\/json/);
      expect((signIn.body as CurrentUser).UserName).toBe(username);
      const me = await t.http().get('/api/v1/user').set('Cookie', cookieFrom(signIn)).expect(200);
      expect(me.headers['content-type']).toMatch(/^application\/json/);
      expect(me.headers['x-content-type-options']).toBe('nosniff');
      expect((me.body as CurrentUser).UserName).toBe(username);
      expect((me.body as CurrentUser).Name).toBe(username);
      const stored = await t.db.orm.em.fork().findOneOrFail(User, { id: user.id });
      expect(stored.username).toBe(username);
      expect(await t.db.orm.em.fork().count(User, {})).toBeGreaterThan(0);
    },
  );

  it('still has the app_user table afterwards', async () => {
    const rows = await t.db.orm.em
      .fork()
      .getConnection()
      .execute('select count(*) as n from app_user');
    expect(Number((rows[0] as { n: number | string }).n)).toBe(2);
  });
});

describe('login rate limit per account and address', () => {
  let t: TestApp;
  const { freeFailures, maxWaitSeconds } = RATE_LIMITS.login;
  const failed = AUTHORIZATION_FAILED.statusCode;

  beforeAll(async () => {
    t = await createTestApp();
    // Each attempt names its client in X-Forwarded-For, as the reverse proxy would.
    t.app.set('trust proxy', 'loopback');
    await createTestUser(t, { username: 'target' });
    await createTestUser(t, { username: 'bystander' });
  });
  afterAll(async () => {
    await t.close();
  });

  const loginFrom = (ip: string, body: object) =>
    t.http().post('/api/v1/login').set('X-Forwarded-For', ip).send(body);

  it('signs in with the right password from another address at once, however many wrong ones came from one', async () => {
    const waits = await failUntilWaiting(
      (n) => loginFrom('10.0.0.1', { login: n % 2 ? 'TARGET' : 'target', password: `guess ${n}` }),
      { seconds: 3, attempts: 10, failedStatus: failed },
    );
    // the failing address waits longer after further failures (each wait's length: unit tests)
    expect(waits[0]).toBeLessThan(waits[waits.length - 1]);

    const signedIn = await loginFrom('10.0.0.2', { login: 'target', password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(sessionSetCookie(signedIn)).toBeDefined();

    const refused = await loginFrom('10.0.0.1', { login: 'target', password: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(maxWaitSeconds);
    expect(sessionSetCookie(refused)).toBeUndefined();
    // another account from the failing address is not held up by it
    await loginFrom('10.0.0.1', { login: 'bystander', password: TEST_PASSWORD }).expect(200);
  });

  it('forgets the failures of an address once it signs in', async () => {
    for (let attempt = 0; attempt < freeFailures; attempt++) {
      await loginFrom('10.0.0.3', { login: 'bystander', password: `guess ${attempt}` }).expect(
        failed,
      );
    }
    await loginFrom('10.0.0.3', { login: 'bystander', password: TEST_PASSWORD }).expect(200);
    // past the free failures by now unless the success cleared them
    for (let attempt = 0; attempt < freeFailures; attempt++) {
      await loginFrom('10.0.0.3', { login: 'bystander', password: `more ${attempt}` }).expect(
        failed,
      );
    }
    await loginFrom('10.0.0.3', { login: 'bystander', password: TEST_PASSWORD }).expect(200);
  });
});

// Each sign-in costs an argon2id check (0.1 s on an idle 2-core machine, 1 s on a busy one).
describe('login rate limit per address', { timeout: 180_000 }, () => {
  let t: TestApp;
  const { points } = RATE_LIMITS.login.perIp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.set('trust proxy', 'loopback');
    await createTestUser(t, { username: 'victim' });
  });
  afterAll(async () => {
    await t.close();
  });

  const loginFrom = (ip: string, body: object) =>
    t.http().post('/api/v1/login').set('X-Forwarded-For', ip).send(body);

  it('does not count successful sign-ins against the address (a venue shares one IP)', async () => {
    for (let attempt = 0; attempt < points + 5; attempt++) {
      await loginFrom('10.0.1.1', { login: 'victim', password: TEST_PASSWORD }).expect(200);
    }
  });

  it('answers 429 once one address has tried too many different accounts; others still sign in', async () => {
    for (let attempt = 0; attempt < points; attempt++) {
      await loginFrom('10.0.1.2', { login: `account_${attempt}`, password: 'guess' }).expect(
        AUTHORIZATION_FAILED.statusCode,
      );
    }
    const refused = await loginFrom('10.0.1.2', { login: 'victim', password: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    await loginFrom('10.0.1.3', { login: 'victim', password: TEST_PASSWORD }).expect(200);
  });
});
