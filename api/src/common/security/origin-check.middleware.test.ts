import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { originCheck } from './origin-check.middleware';

function app() {
  const server = express();
  server.use(cookieParser());
  server.use(
    originCheck({
      publicUrl: 'https://go.example.org/',
      trustedOrigins: ['https://app.example.org', 'not a url'],
    }),
  );
  server.all('/{*path}', (_request, response) => {
    response.status(200).json({ ok: true });
  });
  return request(server);
}

const SIGNED_IN = 'sid=abc';

describe('originCheck', () => {
  it('takes the public URL and each trusted origin, normalised', async () => {
    for (const origin of [
      'https://go.example.org',
      'https://GO.example.org:443',
      'https://app.example.org',
    ]) {
      await app().post('/api/v1/x').set('Cookie', SIGNED_IN).set('Origin', origin).expect(200);
    }
  });

  it('refuses other origins, malformed ones and a trusted origin over another scheme or port', async () => {
    for (const origin of [
      'http://go.example.org',
      'https://go.example.org:8443',
      'not a url',
      'null',
    ]) {
      const response = await app()
        .patch('/api/v1/x')
        .set('Cookie', SIGNED_IN)
        .set('Origin', origin);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'ORIGIN_REJECTED',
        message: 'Request origin not allowed',
      });
    }
  });

  it('leaves reads, cookie-less writes and an empty cookie alone', async () => {
    await app()
      .get('/api/v1/x')
      .set('Cookie', SIGNED_IN)
      .set('Origin', 'https://evil.example')
      .expect(200);
    await app().post('/api/v1/x').set('Origin', 'https://evil.example').expect(200);
    await app()
      .post('/api/v1/x')
      .set('Cookie', 'sid=')
      .set('Origin', 'https://evil.example')
      .expect(200);
    await app().post('/api/v1/x').set('Cookie', 'other=1').expect(200);
  });

  it('refuses a foreign sign-in even without a cookie, but not one without Origin', async () => {
    await app().post('/api/v1/login').set('Origin', 'https://evil.example').expect(403);
    await app().post('/api/v1/login').set('Origin', 'https://app.example.org').expect(200);
    await app().post('/api/v1/login').expect(200);
  });

  it('refuses GET /logout from another site: Sec-Fetch-Site cross-site, a foreign Origin or Referer', async () => {
    const refusals: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://go.example.org/user' },
      { Origin: 'https://evil.example' },
      { Referer: 'https://evil.example/page' },
      { Referer: 'http://go.example.org/' },
    ];
    for (const headers of refusals) {
      for (const path of ['/api/v1/logout', '/API/v1/Logout/']) {
        const response = await app().get(path).set('Cookie', SIGNED_IN).set(headers);
        expect([response.status, response.body], JSON.stringify(headers)).toEqual([
          403,
          { statusCode: 403, code: 'ORIGIN_REJECTED', message: 'Request origin not allowed' },
        ]);
      }
    }
  });

  it('lets the site itself, a typed address and other GETs from anywhere sign out or read', async () => {
    const allowed: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Referer: 'https://go.example.org/user' },
      { Referer: 'https://app.example.org/' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ];
    for (const headers of allowed) {
      await app().get('/api/v1/logout').set('Cookie', SIGNED_IN).set(headers).expect(200);
    }
    await app()
      .get('/api/v1/user')
      .set('Cookie', SIGNED_IN)
      .set({ 'Sec-Fetch-Site': 'cross-site', Referer: 'https://evil.example/' })
      .expect(200);
  });
});
