import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/docs/{name}.pdf', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['privacy-policy.pdf', 'cookie-policy.pdf'])('serves %s as a PDF', async (name) => {
    const response = await t
      .http()
      .get(`/api/v1/docs/${name}`)
      .responseType('blob')
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const body = response.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(1000);
    expect(body.length).toBeLessThan(100_000);
    expect(Number(response.headers['content-length'])).toBe(body.length);
  });

  it.each([
    '/api/v1/docs/terms.pdf',
    '/api/v1/docs/privacy-policy',
    '/api/v1/docs/privacy-policy.html',
    '/api/v1/docs/..%2F..%2Fpackage.json',
    '/api/v1/docs/..%2F..%2Fpublic%2Fdocs%2Fprivacy-policy.pdf',
    '/api/v1/docs/%2Fetc%2Fpasswd',
    '/api/v1/docs/../../package.json',
    '/api/v1/docs/.pdf',
  ])('answers 404 for %s', async (path) => {
    const response = await t.http().get(path).expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('leaves the OpenAPI page where it was and lists the new endpoints there', async () => {
    const response = await t.http().get('/api/docs/json').expect(200);
    const document = response.body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/v1/docs/{name}'])).toEqual(['get']);
    expect(Object.keys(document.paths['/api/v1/sync/{collection}'])).toEqual(['get']);
    // POST /log: the crash screen's reports; GET /log: admins read the error log
    expect(Object.keys(document.paths['/api/v1/log']).sort()).toEqual(['get', 'post']);
  });
});
