import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import type { ApiTokenInfo, CreatedApiToken } from '@sync/contract/account';
import { User } from '@api/accounts/entities/user.entity';
import { createTestUser, signedInUser, TEST_PASSWORD } from './support/accounts';
import { ORIGIN_REJECTED } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const TOKENS = '/api/v1/user/tokens';
const FOREIGN = 'https://evil.example';
function expectRejected(response: Response): void {
  expect(response.status).toBe(403);
  expect(response.body).toEqual(ORIGIN_REJECTED);
}

describe('CSRF defence: the origin of cookie-authenticated writes', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signedInUser(t, { username: 'csrf_target' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const names = async () =>
    ((await t.http().get(TOKENS).set('Cookie', cookie).expect(200)).body as ApiTokenInfo[]).map(
      (row) => row.name,
    );
  const createToken = async (name: string) =>
    (
      await t
        .http()
        .post(TOKENS)
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .send({ name })
        .expect(201)
    ).body as CreatedApiToken;

  it("refuses a POST with the cookie from a foreign origin: 403 'Request origin not allowed'", async () => {
    for (const origin of [FOREIGN, 'null', 'http://localhost:3001', 'https://localhost:3000']) {
      const response = await t
        .http()
        .post(TOKENS)
        .set('Cookie', cookie)
        .set('Origin', origin)
        .send({ name: 'forged' });
      expectRejected(response);
    }
    expect(await names()).toEqual([]);
  });

  it('refuses a DELETE and a PATCH with the cookie from a foreign origin', async () => {
    const token = await createToken('precious');
    expectRejected(
      await t.http().delete(`${TOKENS}/${token.id}`).set('Cookie', cookie).set('Origin', FOREIGN),
    );
    expectRejected(
      await t
        .http()
        .patch('/api/v1/user/consent')
        .set('Cookie', cookie)
        .set('Origin', FOREIGN)
        .send({}),
    );
    expectRejected(
      await t.http().put(`${TOKENS}/${token.id}`).set('Cookie', cookie).set('Origin', FOREIGN),
    );
    expect(await names()).toContain('precious');
  });

  it('refuses a write with the cookie and neither Origin nor Referer', async () => {
    expectRejected(await t.http().post(TOKENS).set('Cookie', cookie).send({ name: 'blind' }));
    expectRejected(await t.http().delete(`${TOKENS}/1`).set('Cookie', cookie));
    expect(await names()).not.toContain('blind');
  });

  it('judges by the Referer when there is no Origin', async () => {
    const foreign = await t
      .http()
      .post(TOKENS)
      .set('Cookie', cookie)
      .set('Referer', `${FOREIGN}/page`)
      .send({ name: 'by foreign referer' });
    expectRejected(foreign);
    await t
      .http()
      .post(TOKENS)
      .set('Cookie', cookie)
      .set('Referer', `${TEST_ORIGIN}/user`)
      .send({ name: 'by own referer' })
      .expect(201);
    expect(await names()).toContain('by own referer');
    expect(await names()).not.toContain('by foreign referer');
  });

  it("lets writes from the public origin and from the request's own origin through", async () => {
    await createToken('from public url');
    await t
      .http()
      .post(TOKENS)
      .set('Host', 'api.internal:8080')
      .set('Cookie', cookie)
      .set('Origin', 'http://api.internal:8080')
      .send({ name: 'from own host' })
      .expect(201);
    const token = await createToken('to delete');
    await t
      .http()
      .delete(`${TOKENS}/${token.id}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .expect(204);
    // the check passed, so the router answers: no such route
    const patch = await t
      .http()
      .patch(`${TOKENS}/1`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN);
    expect(patch.status).toBe(404);
  });

  it('lets a bearer-token write through without any Origin, even with a cookie', async () => {
    const { token } = await createToken('script');
    await t
      .http()
      .post(TOKENS)
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'made by script' })
      .expect(201);
    await t
      .http()
      .post(TOKENS)
      .set('Authorization', `Bearer ${token}`)
      .set('Cookie', cookie)
      .send({ name: 'script with cookie' })
      .expect(201);
    expect(await names()).toEqual(expect.arrayContaining(['made by script', 'script with cookie']));
  });

  it('does not let Basic credentials stand in for a bearer token', async () => {
    const response = await t
      .http()
      .post(TOKENS)
      .set('Authorization', 'Basic dXNlcjpwYXNz')
      .set('Cookie', cookie)
      .set('Origin', FOREIGN)
      .send({ name: 'basic' });
    expectRejected(response);
  });

  it('does not check writes without the session cookie', async () => {
    const response = await t.http().post('/api/v1/log').set('Origin', FOREIGN).send({ Msg: 'x' });
    expect(response.status).toBe(204);
  });

  it('refuses a sign-in from a foreign origin (login CSRF), with or without the right password', async () => {
    await createTestUser(t, { username: 'login_target' });
    for (const password of [TEST_PASSWORD, 'wrong password']) {
      const response = await t
        .http()
        .post('/api/v1/login')
        .set('Origin', FOREIGN)
        .send({ login: 'login_target', password });
      expectRejected(response);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    for (const path of ['/API/V1/LOGIN', '/api/v1/login/']) {
      const response = await t
        .http()
        .post(path)
        .set('Origin', FOREIGN)
        .send({ login: 'login_target', password: TEST_PASSWORD });
      expectRejected(response);
    }
    const referred = await t
      .http()
      .post('/api/v1/login')
      .set('Referer', `${FOREIGN}/`)
      .send({ login: 'login_target', password: TEST_PASSWORD });
    expectRejected(referred);
    await t
      .http()
      .post('/api/v1/login')
      .set('Origin', TEST_ORIGIN)
      .send({ login: 'login_target', password: TEST_PASSWORD })
      .expect(200);
    await t
      .http()
      .post('/api/v1/login')
      .send({ login: 'login_target', password: TEST_PASSWORD })
      .expect(200);
  });
});

describe('security headers (helmet)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const expectSecurityHeaders = (response: Response) => {
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // plain http on localhost must stay reachable
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    const permissions = String(response.headers['permissions-policy']);
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toContain('microphone=()');
    expect(permissions).toContain('geolocation=()');
    expect(permissions).toContain('payment=()');
  };

  it('sends them on API answers, errors included', async () => {
    const ok = await t.http().get('/api/v1/site').expect(200);
    expectSecurityHeaders(ok);
    expectSecurityHeaders(await t.http().get('/api/v1/user').expect(401));
    expectSecurityHeaders(await t.http().get('/api/v1/no-such-thing').expect(404));
    const rejected = await t.http().post(TOKENS).set('Cookie', 'sid=x').set('Origin', FOREIGN);
    expectRejected(rejected);
    expectSecurityHeaders(rejected);
  });

  it('keeps the OpenAPI page working under the policy: no inline scripts', async () => {
    const page = await t.http().get('/api/docs').expect(200);
    expectSecurityHeaders(page);
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(body.trim()).toBe('');
    }
    for (const [, attributes] of scripts) {
      const src = /src=['"]([^'"]+)['"]/.exec(attributes)![1];
      const url = new URL(src, 'http://localhost/api/docs').pathname;
      await t.http().get(url).expect(200);
    }
  });
});

describe('no secret in a response', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never serializes the password hash of a user entity', async () => {
    const { user } = await signedInUser(t);
    const loaded = await t.db.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(loaded.passwordHash).toMatch(/^\$argon2id\$/);
    const json = JSON.stringify(loaded);
    expect(json).not.toContain('argon2');
    expect(json).not.toMatch(/passwordHash/);
  });

  it('answers sign-in, the current user, tokens and authorize without hashes or passwords', async () => {
    await createTestUser(t, { username: 'secretive' });
    const signIn = await t
      .http()
      .post('/api/v1/login')
      .send({ login: 'secretive', password: TEST_PASSWORD })
      .expect(200);
    const cookie = (signIn.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const created = await t
      .http()
      .post(TOKENS)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ name: 'n' })
      .expect(201);
    const { token } = created.body as CreatedApiToken;
    const responses = [
      signIn,
      await t.http().get('/api/v1/user').set('Cookie', cookie).expect(200),
      await t.http().get(TOKENS).set('Cookie', cookie).expect(200),
      await t.http().post('/api/v1/authorize').set('Authorization', `Bearer ${token}`).expect(200),
    ];
    for (const response of responses) {
      expect(response.text).not.toMatch(/argon2|hash|password/i);
      expect(response.text).not.toContain(TEST_PASSWORD);
      expect(response.text).not.toContain(token);
      expect(response.text).not.toContain(cookie.split('=')[1]);
    }
  });
});
