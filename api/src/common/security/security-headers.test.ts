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

  it('sends a Permissions-Policy: the camera for our own pages, no microphone, place or payment', async () => {
    const response = await app('http://go.example.org').get('/').expect(200);
    const policy = String(response.headers['permissions-policy']);
    const features = new Map(
      policy.split(', ').map((entry) => entry.split('=') as [string, string]),
    );
    expect(features.get('camera')).toBe('(self)');
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
      expect(features.get(feature), feature).toBe('()');
    }
    expect([...features.values()].every((allowed) => /^\((self)?\)$/.test(allowed))).toBe(true);
  });
});
