import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, unknown>>;
}

describe('errors and the API description', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['get', '/api/v1/nope'],
    ['get', '/api/v1/players/1/nope'],
    ['post', '/api/v1/players'],
    ['delete', '/api/v1/tournaments/1'],
    ['get', '/api/v1/rating/calculate/extra'],
  ] as const)(
    'answers 404 NOT_FOUND as JSON for %s %s, without echoing the path',
    async (method, path) => {
      const request = t.http();
      const response = await request[method](path)
        .expect(404)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Not found',
      });
    },
  );

  it('answers 413 FILE_TOO_LARGE for a body over the size limit', async () => {
    const response = await t
      .http()
      .post('/api/v1/rating/calculate')
      .send({ federation: 'rgf', padding: 'x'.repeat(200_000) })
      .expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'File too large',
    });
  });

  it('answers other body errors with their own status as JSON, not 500', async () => {
    const response = await t
      .http()
      .post('/api/v1/rating/calculate')
      .set('Content-Type', 'application/json; charset=koi8-r')
      .send('{}')
      .expect(415);
    expect(response.body).toEqual({
      statusCode: 415,
      code: 'HTTP_415',
      message: 'unsupported charset "KOI8-R"',
    });
  });

  it('answers 400 BAD_PARAMETERS for a path that is not valid percent-encoding', async () => {
    const response = await t.http().get('/api/v1/players/%FF').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'BAD_PARAMETERS',
      message: 'Bad request. Parameters are invalid',
    });
  });

  it("reads 'calculate' as a player id on a GET of the calculator", async () => {
    const response = await t.http().get('/api/v1/rating/calculate').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      code: 'PLAYER_NOT_FOUND',
      message: 'No player with such id',
    });
  });

  it('serves the OpenAPI document listing the endpoints', async () => {
    const response = await t.http().get('/api/docs/json').expect(200);
    const document = response.body as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'Go federation API', version: '1' });
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/players',
        '/api/v1/players/{id}',
        '/api/v1/profile/{id}/statistics',
        '/api/v1/tournaments',
        '/api/v1/tournaments/{tid}/performance/{pid}',
        '/api/v1/games',
        '/api/v1/locations/children',
        '/api/v1/rating/{id}',
        '/api/v1/rating/calculate',
      ]),
    );
    expect(Object.keys(document.paths['/api/v1/rating/calculate'])).toEqual(['post']);
  });
});
