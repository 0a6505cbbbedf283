import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGame, makePlayer, makeTournament } from '@tests/factories/factories';
import { signedInUser } from './support/accounts';
import {
  BAD_PARAMETERS,
  PLAYER_NOT_FOUND,
  TOURNAMENT_NOT_FOUND,
  USER_NOT_FOUND,
} from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const GAME_NOT_FOUND = { statusCode: 404, code: 'GAME_NOT_FOUND', message: 'No game with such id' };
const API_TOKEN_NOT_FOUND = { statusCode: 404, code: 'API_TOKEN_NOT_FOUND' };

/** A JSON text nested `depth` arrays deep. */
const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** Ways of writing the number 5 (or 1000, 5) that are not plain decimal digits. */
const NOT_PLAIN = (id: number): string[] => [
  `0x${id.toString(16)}`,
  `${id}.0`,
  `+${id}`,
  `0b${id.toString(2)}`,
  `${id}e0`,
  `${id / 1000}e3`,
  ` ${id}`,
];

describe('request hardening', () => {
  let t: TestApp;
  let ids: { player: number; tournament: number; game: number };
  let admin: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    ids = await t
      .seed((em) => {
        const black = makePlayer(em, { lastNameLatin: 'Ab', rgfRating: 2000 });
        const white = makePlayer(em, { lastNameLatin: 'Cd', rgfRating: 1900 });
        const tournament = makeTournament(em);
        const game = makeGame(em, tournament, black, white);
        return { black, tournament, game };
      })
      .then(({ black, tournament, game }) => ({
        player: black.id,
        tournament: tournament.id,
        game: game.id,
      }));
    admin = await signedInUser(t, { roles: ['user', 'admin'] });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('a JSON body nested too deep (finding 3)', () => {
    it.each(['/api/v1/rating/calculate', '/api/v1/login', '/api/v1/register'])(
      'answers 400 on POST %s',
      async (path) => {
        const response = await t
          .http()
          .post(path)
          .set('Content-Type', 'application/json')
          .set('Origin', TEST_ORIGIN)
          .send(nested(5000));
        expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
      },
    );

    it('answers 400 for a deep object inside a body, and a body of usual depth still works', async () => {
      const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
      const refused = await t
        .http()
        .post('/api/v1/login')
        .set('Content-Type', 'application/json')
        .set('Origin', TEST_ORIGIN)
        .send(`{"username":"a","password":"b","extra":${deep}}`);
      expect([refused.status, refused.body]).toEqual([400, BAD_PARAMETERS]);
      const patched = await t
        .http()
        .patch('/api/v1/user/consent')
        .set('Cookie', admin.cookie)
        .set('Origin', TEST_ORIGIN)
        .send({ a: { b: { c: [1, [2, [3]]] } } });
      expect(patched.status).toBe(200);
    });
  });

  describe('control characters in text query parameters (finding 4)', () => {
    it.each([
      '/api/v1/players?name=a%00b',
      '/api/v1/players?name=abc%00',
      '/api/v1/players?location=%00',
      '/api/v1/tournaments?title=a%00b',
      '/api/v1/tournaments?city=%01',
      '/api/v1/players?name=a%1Fb',
      '/api/v1/players?name=a%7Fb',
    ])('answers 400 for %s', async (path) => {
      const response = await t.http().get(path);
      expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    });

    it('answers 400 for a NUL in the admin list of users', async () => {
      for (const query of ['username=%00', 'email=a%00b']) {
        const response = await t.http().get(`/api/v1/users?${query}`).set('Cookie', admin.cookie);
        expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
      }
    });

    it('still finds text with quotes, percent signs and SQL in it, as plain text', async () => {
      for (const name of ["Ab' OR 1=1 --", 'a%', '%', 'ab%"', "x'); drop table player; --"]) {
        const response = await t.http().get('/api/v1/players').query({ name }).expect(200);
        expect((response.body as { total: number }).total).toBe(0);
      }
      const found = await t.http().get('/api/v1/players?name=ab').expect(200);
      expect((found.body as { total: number }).total).toBe(1);
    });
  });

  describe('integers in query parameters (finding 5)', () => {
    it.each([
      'offset=9223372036854775808',
      'offset=2147483648',
      'offset=1e308',
      'offset=1e3',
      'offset=0x10',
      'offset=1.0',
      'offset=+1',
      'offset=-0',
      'offset=%201',
      'offset=Infinity',
      'limit=1e1',
      'limit=0b11',
      'min_rating=1e3',
      'min_rating=0x400',
      'max_rating=Infinity',
    ])('GET /players?%s answers 400', async (query) => {
      const response = await t.http().get(`/api/v1/players?${query}`);
      expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    });

    it.each([
      '/api/v1/tournaments?offset=9223372036854775808',
      '/api/v1/tournaments?offset=1e308',
      `/api/v1/games?player1=0x${(1).toString(16)}`,
      '/api/v1/games?tournament=99999999999',
      '/api/v1/games?offset=1e2',
      '/api/v1/locations/children?loc=1e0',
      '/api/v1/sync/players?since=1e3',
      '/api/v1/players?loc=0x1',
      '/api/v1/players/statistics?min_year=2.0e3',
      '/api/v1/tournaments/statistics?min_rating=1e3',
    ])('%s answers 400', async (path) => {
      const response = await t.http().get(path);
      expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    });

    it('answers 400 for a huge offset of the admin list of users', async () => {
      for (const offset of ['9223372036854775808', '1e308']) {
        const response = await t
          .http()
          .get(`/api/v1/users?offset=${offset}`)
          .set('Cookie', admin.cookie);
        expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
      }
    });

    it('reads plain decimal numbers', async () => {
      const page = await t.http().get('/api/v1/players?offset=0&limit=10&min_rating=1950.5');
      expect(page.status).toBe(200);
      expect((page.body as { total: number }).total).toBe(1);
      const far = await t.http().get('/api/v1/players?offset=2147483647').expect(200);
      expect((far.body as { items: unknown[] }).items).toEqual([]);
    });
  });

  describe('path ids (finding 7)', () => {
    it('resolves a plain decimal id and nothing else, with the entity’s 404', async () => {
      const paths: Array<[string, (id: string) => string, unknown]> = [
        [String(ids.player), (id) => `/api/v1/players/${id}`, PLAYER_NOT_FOUND],
        [String(ids.player), (id) => `/api/v1/players/${id}/rating`, PLAYER_NOT_FOUND],
        [String(ids.player), (id) => `/api/v1/profile/${id}`, PLAYER_NOT_FOUND],
        [String(ids.player), (id) => `/api/v1/rating/${id}`, PLAYER_NOT_FOUND],
        [String(ids.tournament), (id) => `/api/v1/tournaments/${id}`, TOURNAMENT_NOT_FOUND],
        [String(ids.tournament), (id) => `/api/v1/tournaments/${id}/games`, TOURNAMENT_NOT_FOUND],
        [String(ids.game), (id) => `/api/v1/games/${id}`, GAME_NOT_FOUND],
      ];
      for (const [id, path, notFound] of paths) {
        expect((await t.http().get(path(id))).status).toBe(200);
        for (const other of NOT_PLAIN(Number(id))) {
          const response = await t.http().get(path(encodeURIComponent(other)));
          expect([path(other), response.status, response.body]).toEqual([
            path(other),
            404,
            notFound,
          ]);
        }
      }
    });

    it('does not resolve a user or an API token by another writing of its id', async () => {
      const { user, cookie } = await signedInUser(t);
      for (const other of NOT_PLAIN(user.id)) {
        const response = await t
          .http()
          .patch(`/api/v1/admin/user/${encodeURIComponent(other)}/roles`)
          .set('Cookie', admin.cookie)
          .set('Origin', TEST_ORIGIN)
          .send({ roles: ['user'] });
        expect([other, response.status, response.body]).toEqual([other, 404, USER_NOT_FOUND]);
        const token = await t
          .http()
          .delete(`/api/v1/user/tokens/${encodeURIComponent(other)}`)
          .set('Cookie', cookie)
          .set('Origin', TEST_ORIGIN);
        expect([other, token.status, token.body]).toMatchObject([other, 404, API_TOKEN_NOT_FOUND]);
      }
    });
  });
});
