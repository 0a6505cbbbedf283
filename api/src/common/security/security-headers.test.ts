import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

function app(publicUrl: string, paymentWidgetUrl: string | null = null) {
  const server = express();
  server.use(...securityHeaders(publicUrl, paymentWidgetUrl));
  server.get('/', (_request, response) => {
    response.json({});
  });
  server.get('/assets/:file', (_request, response) => {
    response.type('text/javascript').send('');
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

  it("allows the payment widget's origin only where the widget works, and only when configured", async () => {
    const plain = await app('http://go.example.org').get('/').expect(200);
    expect(String(plain.headers['content-security-policy'])).not.toContain('securepay');
    const widget = 'https://securepay.tinkoff.ru/html/payForm/js/tinkoff_v2.js';
    const response = await app('http://go.example.org', widget).get('/').expect(200);
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values] as const),
    );
    for (const name of ['script-src', 'connect-src', 'frame-src', 'form-action', 'img-src']) {
      expect(directives.get(name), name).toEqual(
        expect.arrayContaining(["'self'", 'https://securepay.tinkoff.ru']),
      );
    }
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("lets WebAssembly compile everywhere, and eval only in GoGlass's recognizer worker (OpenCV)", async () => {
    const scriptSrc = async (path: string) => {
      const response = await app('http://go.example.org').get(path).expect(200);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      return /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1].split(' ');
    };
    expect(await scriptSrc('/')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(await scriptSrc('/assets/net.worker-Dhzf78yQ.js')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
    expect(await scriptSrc('/assets/vision.worker-DV-ux30z.js')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "'unsafe-eval'",
    ]);
    expect(await scriptSrc('/assets/vision.worker-DV-ux30z.js.map')).not.toContain("'unsafe-eval'");
  });
});
