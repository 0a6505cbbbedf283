import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { ORIGIN_REJECTED } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

/** GET /logout is the spec's method, so a link or an image on another site could send it. */
describe('accounts: GET /logout from another site', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const logout = (cookie: string, headers: Record<string, string>) =>
    t.http().get('/api/v1/logout').set('Cookie', cookie).set(headers);
  const stillSignedIn = async (cookie: string) =>
    (await t.http().get('/api/v1/user').set('Cookie', cookie)).status === 200;

  it('refuses it with 403 and keeps the session when the browser marks it cross-site or it names a foreign page', async () => {
    const { cookie } = await signedInUser(t);
    const crossSite: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image' },
      { Referer: 'https://evil.example/page.html' },
      { Origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const response = await logout(cookie, headers);
      expect([response.status, response.body], JSON.stringify(headers)).toEqual([
        403,
        ORIGIN_REJECTED,
      ]);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await stillSignedIn(cookie)).toBe(true);
    }
  });

  it('signs out from the site itself (the PWA) and from a typed address', async () => {
    const sameSite: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Referer: `${TEST_ORIGIN}/user` },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ];
    for (const headers of sameSite) {
      const { cookie } = await signedInUser(t);
      await logout(cookie, headers).expect(204);
      expect(await stillSignedIn(cookie)).toBe(false);
    }
  });
});
