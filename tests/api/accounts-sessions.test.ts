import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { SESSION_COOKIE, type CreatedApiToken, type SessionInfo } from '@sync/contract/account';
import { hashSecret } from '@api/accounts/auth/secret-token';
import { UserSession } from '@api/accounts/entities/user-session.entity';
import type { User } from '@api/accounts/entities/user.entity';
import { createTestUser, TEST_PASSWORD } from './support/accounts';
import { UNAUTHORIZED, ORIGIN_REJECTED } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const SESSIONS = '/api/v1/user/sessions';
const SESSION_NOT_FOUND = {
  statusCode: 404,
  code: 'SESSION_NOT_FOUND',
  message: 'No session with such id',
};
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The cookie a browser sends back, and the token in it. */
function sessionOf(response: Response): { cookie: string; token: string } {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return { cookie, token: cookie.slice(SESSION_COOKIE.length + 1) };
}

describe('the signed-in browsers of an account: /api/v1/user/sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Signs in through POST /login as the browser of `userAgent`. */
  async function signIn(user: User, userAgent?: string) {
    const request = t.http().post('/api/v1/login').set('Origin', TEST_ORIGIN);
    if (userAgent) void request.set('User-Agent', userAgent);
    return sessionOf(await request.send({ login: user.username, password: TEST_PASSWORD }));
  }
  const list = async (cookie: string) =>
    (await t.http().get(SESSIONS).set('Cookie', cookie).expect(200)).body as SessionInfo[];
  const end = (cookie: string, id = '') =>
    t
      .http()
      .delete(id ? `${SESSIONS}/${id}` : SESSIONS)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN);
  const isSignedIn = async (cookie: string) =>
    (await t.http().get('/api/v1/user').set('Cookie', cookie)).status === 200;

  it('lists each browser with its browser and system, this one first, and nothing that signs in', async () => {
    const user = await createTestUser(t);
    const before = Date.now();
    const laptop = await signIn(user, LAPTOP);
    const phone = await signIn(user, PHONE);
    const script = await signIn(user, 'curl/8.5.0');

    const listed = await list(phone.cookie);
    expect(listed).toHaveLength(3);
    for (const session of listed) {
      expect(Object.keys(session).sort()).toEqual([
        'browser',
        'createdAt',
        'current',
        'id',
        'lastSeenAt',
        'system',
      ]);
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(session.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    const shown = listed.map(({ current, browser, system }) => ({ current, browser, system }));
    expect(shown[0]).toEqual({ current: true, browser: 'Chrome', system: 'Android' });
    // The other two, most recently used first (equal times in either order).
    expect(shown.slice(1)).toEqual(
      expect.arrayContaining([
        { current: false, browser: 'Firefox', system: 'macOS' },
        { current: false, browser: null, system: null },
      ]),
    );
    expect(Date.parse(listed[1].lastSeenAt)).toBeGreaterThanOrEqual(
      Date.parse(listed[2].lastSeenAt),
    );

    const text = (await t.http().get(SESSIONS).set('Cookie', laptop.cookie)).text;
    for (const { token } of [laptop, phone, script]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(hashSecret(token));
    }
  });

  it('signs out one other browser, which is refused from then on', async () => {
    const user = await createTestUser(t);
    const laptop = await signIn(user, LAPTOP);
    const phone = await signIn(user, PHONE);
    const [, other] = await list(laptop.cookie);
    expect(other.browser).toBe('Chrome');

    await end(laptop.cookie, other.id).expect(204);
    expect(await isSignedIn(phone.cookie)).toBe(false);
    expect(await isSignedIn(laptop.cookie)).toBe(true);
    expect((await list(laptop.cookie)).map((session) => session.current)).toEqual([true]);
    expect((await end(laptop.cookie, other.id).expect(404)).body).toEqual(SESSION_NOT_FOUND);
  });

  it("answers 404 for ids that name none of the user's sessions, and ends nothing", async () => {
    const user = await createTestUser(t);
    const stranger = await createTestUser(t);
    const mine = await signIn(user);
    const theirs = await signIn(stranger);
    const [theirSession] = await list(theirs.cookie);
    for (const id of [theirSession.id, 'f'.repeat(32), 'not-a-session', hashSecret(theirs.token)]) {
      const response = await end(mine.cookie, id).expect(404);
      expect(response.body).toEqual(SESSION_NOT_FOUND);
    }
    expect(await isSignedIn(theirs.cookie)).toBe(true);
    expect(await isSignedIn(mine.cookie)).toBe(true);
  });

  it('signs out every other browser at once, keeping this one', async () => {
    const user = await createTestUser(t);
    const others = [await signIn(user, LAPTOP), await signIn(user, PHONE)];
    const mine = await signIn(user);
    await end(mine.cookie).expect(204);
    for (const other of others) expect(await isSignedIn(other.cookie)).toBe(false);
    expect(await isSignedIn(mine.cookie)).toBe(true);
    expect(await list(mine.cookie)).toHaveLength(1);
  });

  it('notes the last use of a session, writing it at most once every 5 minutes', async () => {
    const user = await createTestUser(t);
    const { cookie, token } = await signIn(user);
    const setLastSeen = (date: Date) =>
      t.seed((em) =>
        em.nativeUpdate(UserSession, { tokenHash: hashSecret(token) }, { lastSeenAt: date }),
      );
    const lastSeen = async () => Date.parse((await list(cookie))[0].lastSeenAt);

    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await setLastSeen(tenMinutesAgo);
    const before = Date.now();
    expect(await lastSeen()).toBeGreaterThanOrEqual(before - 1000);

    const aMinuteAgo = new Date(Date.now() - 60 * 1000);
    await setLastSeen(aMinuteAgo);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await lastSeen()).toBe(aMinuteAgo.getTime());
  });

  it('does not list sessions that have expired', async () => {
    const user = await createTestUser(t);
    const old = await signIn(user);
    const mine = await signIn(user);
    await t.seed((em) =>
      em.nativeUpdate(
        UserSession,
        { tokenHash: hashSecret(old.token) },
        { expiresAt: new Date(Date.now() - 1000) },
      ),
    );
    expect((await list(mine.cookie)).map((session) => session.current)).toEqual([true]);
  });

  it('needs a signed-in user; a script with an API token sees every session as another', async () => {
    for (const request of [
      t.http().get(SESSIONS),
      t.http().delete(SESSIONS),
      t.http().delete(`${SESSIONS}/${'a'.repeat(32)}`),
    ]) {
      expect((await request.expect(401)).body).toEqual(UNAUTHORIZED);
    }

    const user = await createTestUser(t);
    const browser = await signIn(user);
    const created = await t
      .http()
      .post('/api/v1/user/tokens')
      .set('Cookie', browser.cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ name: 'sessions script' })
      .expect(201);
    const bearer = `Bearer ${(created.body as CreatedApiToken).token}`;
    const listed = (await t.http().get(SESSIONS).set('Authorization', bearer).expect(200))
      .body as SessionInfo[];
    expect(listed.map((session) => session.current)).toEqual([false]);
    await t.http().delete(SESSIONS).set('Authorization', bearer).expect(204);
    expect(await isSignedIn(browser.cookie)).toBe(false);
  });

  it('refuses to sign out browsers for a page of another origin (CSRF)', async () => {
    const user = await createTestUser(t);
    const other = await signIn(user);
    const mine = await signIn(user);
    const response = await t
      .http()
      .delete(SESSIONS)
      .set('Cookie', mine.cookie)
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(response.body).toEqual(ORIGIN_REJECTED);
    expect(await isSignedIn(other.cookie)).toBe(true);
  });
});
