import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

function app(publicUrl: string) {
  const server = express();
  server.use(...securityHeaders(publicUrl));
  server.get('/', (_request, response) => {
    response.json({});
  });
  return request(server);
}

describe('securityHeaders', () => {
  it('sends HSTS for an https site, except to localhost', async () => {
    const site = await app('https://go.example.org').get('/').set('Host', 'go.example.org');
    expect(site.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000']) {
      const local = await app('https://go.example.org').get('/').set('Host', host);
      expect(local.headers['strict-transport-security']).toBeUndefined();
      expect(local.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never sends HSTS for a site served over plain http', async () => {
    const response = await app('http://go.example.org').get('/').set('Host', 'go.example.org');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
