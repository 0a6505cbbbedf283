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
});
