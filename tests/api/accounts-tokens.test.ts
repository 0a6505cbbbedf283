import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_NAME_MAX_LENGTH } from '@domain/account';
import type { ApiTokenInfo, CreatedApiToken, CurrentUser } from '@sync/contract/account';
import { hashSecret } from '@api/accounts/auth/secret-token';
import { ApiToken } from '@api/accounts/entities/api-token.entity';
import { User } from '@api/accounts/entities/user.entity';
import { signedInUser } from './support/accounts';
import {
  AUTHORIZE_INVALID_TOKEN,
  AUTHORIZE_MISSING_HEADER,
  INVALID_TOKEN,
  UNAUTHORIZED,
} from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const TOKENS = '/api/v1/user/tokens';
const TOKEN_NOT_FOUND = {
  statusCode: 404,
  code: 'API_TOKEN_NOT_FOUND',
  message: 'No API token with such id',
};

describe('API tokens: /api/v1/user/tokens and POST /api/v1/authorize', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (cookie: string, name: unknown) =>
    t.http().post(TOKENS).set('Cookie', cookie).set('Origin', TEST_ORIGIN).send({ name });
  const list = async (cookie: string) =>
    (await t.http().get(TOKENS).set('Cookie', cookie).expect(200)).body as ApiTokenInfo[];
  const remove = (cookie: string, id: number | string) =>
    t.http().delete(`${TOKENS}/${id}`).set('Cookie', cookie).set('Origin', TEST_ORIGIN);
  const bearer = (token: string) => `Bearer ${token}`;

  it('creates a token, shows it once and keeps only its hash', async () => {
    const { user, cookie } = await signedInUser(t);
    const before = Date.now();
    const response = await create(cookie, '  backup script  ').expect(201);
    const created = response.body as CreatedApiToken;
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name', 'token']);
    expect(created.name).toBe('backup script');
    expect(created.lastUsedAt).toBeNull();
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const stored = await t.db.orm.em.fork().find(ApiToken, { user: user.id });
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toBe(hashSecret(created.token));
    expect(JSON.stringify(stored[0])).not.toContain(created.token);

    const listed = await list(cookie);
    expect(listed).toEqual([
      { id: created.id, name: 'backup script', createdAt: created.createdAt, lastUsedAt: null },
    ]);
    const listing = await t.http().get(TOKENS).set('Cookie', cookie);
    expect(listing.text).not.toContain(created.token);
    expect(listing.text).not.toContain(hashSecret(created.token));
  });

  it('signs the owner in as a bearer token on GET /user and POST /authorize', async () => {
    const { user, cookie } = await signedInUser(t, { username: 'script_owner' });
    const { token, id } = (await create(cookie, 'ci').expect(201)).body as CreatedApiToken;

    const me = await t.http().get('/api/v1/user').set('Authorization', bearer(token)).expect(200);
    expect((me.body as CurrentUser).ID).toBe(user.id);
    expect((me.body as CurrentUser).UserName).toBe('script_owner');
    const authorized = await t
      .http()
      .post('/api/v1/authorize')
      .set('Authorization', bearer(token))
      .expect(200);
    expect(authorized.body).toEqual(me.body);

    const used = (await list(cookie)).find((row) => row.id === id);
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('notes the last use of a token, writing it at most once every 5 minutes', async () => {
    const { cookie } = await signedInUser(t);
    const { token, id } = (await create(cookie, 'poller').expect(201)).body as CreatedApiToken;
    const setLastUsed = (date: Date) =>
      t.seed((em) =>
        em.nativeUpdate(ApiToken, { tokenHash: hashSecret(token) }, { lastUsedAt: date }),
      );
    const lastUsed = async () => {
      await t.http().get('/api/v1/user').set('Authorization', bearer(token)).expect(200);
      const row = (await list(cookie)).find((one) => one.id === id);
      return Date.parse(row?.lastUsedAt ?? '');
    };

    await setLastUsed(new Date(Date.now() - 10 * 60 * 1000));
    const before = Date.now();
    expect(await lastUsed()).toBeGreaterThanOrEqual(before - 1000);

    const aMinuteAgo = new Date(Date.now() - 60 * 1000);
    await setLastUsed(aMinuteAgo);
    expect(await lastUsed()).toBe(aMinuteAgo.getTime());
  });

  it("refuses a wrong or missing token on POST /authorize with 404 'Authorization failed'", async () => {
    const missing = await t.http().post('/api/v1/authorize').expect(404);
    expect(missing.body).toEqual(AUTHORIZE_MISSING_HEADER);
    for (const header of ['Bearer not-a-real-token', 'Bearer ', 'Basic dXNlcjpwYXNz']) {
      const response = await t.http().post('/api/v1/authorize').set('Authorization', header);
      expect([response.status, response.body]).toEqual([404, AUTHORIZE_INVALID_TOKEN]);
    }
    const wrong = await t
      .http()
      .get('/api/v1/user')
      .set('Authorization', bearer('nope'))
      .expect(401);
    expect(wrong.body).toEqual(INVALID_TOKEN);
  });

  it('deletes a token, after which it no longer works', async () => {
    const { cookie } = await signedInUser(t);
    const kept = (await create(cookie, 'kept').expect(201)).body as CreatedApiToken;
    const doomed = (await create(cookie, 'doomed').expect(201)).body as CreatedApiToken;
    await t.http().get('/api/v1/user').set('Authorization', bearer(doomed.token)).expect(200);

    const response = await remove(cookie, doomed.id).expect(204);
    expect(response.text).toBe('');
    expect((await list(cookie)).map((row) => row.name)).toEqual(['kept']);
    const me = await t.http().get('/api/v1/user').set('Authorization', bearer(doomed.token));
    expect(me.status).toBe(401);
    expect(me.body).toEqual(INVALID_TOKEN);
    const authorize = await t
      .http()
      .post('/api/v1/authorize')
      .set('Authorization', bearer(doomed.token))
      .expect(404);
    expect(authorize.body).toEqual(AUTHORIZE_INVALID_TOKEN);
    await t.http().get('/api/v1/user').set('Authorization', bearer(kept.token)).expect(200);
    expect((await remove(cookie, doomed.id).expect(404)).body).toEqual(TOKEN_NOT_FOUND);
  });

  it("answers 404 for another user's token and for ids that name nothing, and keeps the token", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const token = (await create(owner.cookie, 'mine').expect(201)).body as CreatedApiToken;

    expect((await remove(other.cookie, token.id).expect(404)).body).toEqual(TOKEN_NOT_FOUND);
    for (const id of ['999999', '0', 'abc', '-1', '1.5']) {
      expect((await remove(other.cookie, id).expect(404)).body).toEqual(TOKEN_NOT_FOUND);
    }
    expect(await list(other.cookie)).toEqual([]);
    expect((await list(owner.cookie)).map((row) => row.id)).toEqual([token.id]);
    await t.http().get('/api/v1/user').set('Authorization', bearer(token.token)).expect(200);
  });

  it('lists only the signed-in user’s own tokens, oldest first', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    await create(first.cookie, 'one').expect(201);
    await create(second.cookie, 'theirs').expect(201);
    await create(first.cookie, 'two').expect(201);
    expect((await list(first.cookie)).map((row) => row.name)).toEqual(['one', 'two']);
    expect((await list(second.cookie)).map((row) => row.name)).toEqual(['theirs']);
  });

  it(`takes names of 1 to ${API_TOKEN_NAME_MAX_LENGTH} characters, else 400 INVALID_FIELD with the reason`, async () => {
    const { cookie } = await signedInUser(t);
    const invalid = (message: string) => ({
      statusCode: 400,
      code: 'INVALID_FIELD',
      message,
      field: 'name',
    });
    const longest = 'я'.repeat(API_TOKEN_NAME_MAX_LENGTH);
    expect(((await create(cookie, longest).expect(201)).body as CreatedApiToken).name).toBe(
      longest,
    );
    const cases: Array<[unknown, string]> = [
      ['', 'Enter a name for the token'],
      ['   ', 'Enter a name for the token'],
      [42, 'Enter a name for the token'],
      [null, 'Enter a name for the token'],
      ['x'.repeat(API_TOKEN_NAME_MAX_LENGTH + 1), 'Token name must be at most 60 characters'],
      ['a\nb', 'Token name must not contain control characters'],
    ];
    for (const [name, message] of cases) {
      expect((await create(cookie, name).expect(400)).body).toEqual(invalid(message));
    }
    expect(await list(cookie)).toHaveLength(1);
  });

  it('needs a signed-in user for every tokens endpoint', async () => {
    const responses = await Promise.all([
      t.http().get(TOKENS),
      t.http().post(TOKENS).set('Origin', TEST_ORIGIN).send({ name: 'x' }),
      t.http().delete(`${TOKENS}/1`).set('Origin', TEST_ORIGIN),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    }
  });

  it('stops every token of an account that is no longer active', async () => {
    const { user, cookie } = await signedInUser(t);
    const { token } = (await create(cookie, 'old').expect(201)).body as CreatedApiToken;
    await t.seed((em) => em.nativeUpdate(User, { id: user.id }, { status: 'deleted' }));
    await t.http().get('/api/v1/user').set('Authorization', bearer(token)).expect(401);
    await t.http().post('/api/v1/authorize').set('Authorization', bearer(token)).expect(404);
  });
});
