import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserList } from '@sync/contract/account';
import { signedInUser } from './support/accounts';
import { makeAccount } from './support/admin-accounts';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

/** GET /users `order` (the spec's name) with `sort`, and the PWA's `sort=-username`. */
describe('GET /api/v1/users?order=', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seed((em) => {
      makeAccount(em, { username: 'bravo', email: 'b@x.org', created: '2021-01-01T00:00:00Z' });
      makeAccount(em, { username: 'alpha', email: 'c@x.org', created: '2023-01-01T00:00:00Z' });
      makeAccount(em, { username: 'charlie', email: 'a@x.org', created: '2022-01-01T00:00:00Z' });
    });
    ({ cookie } = await signedInUser(t, { username: 'zulu', roles: ['user', 'admin'] }));
  });

  afterAll(async () => {
    await t.close();
  });

  const names = async (query: string) => {
    const response = await t.http().get(`/api/v1/users?limit=100&${query}`).set('Cookie', cookie);
    expect([query, response.status]).toEqual([query, 200]);
    return (response.body as UserList).items.map((item) => item.UserName);
  };

  it.each([
    ['order=asc', ['alpha', 'bravo', 'charlie', 'zulu']],
    ['order=desc', ['zulu', 'charlie', 'bravo', 'alpha']],
    ['sort=username&order=desc', ['zulu', 'charlie', 'bravo', 'alpha']],
    ['sort=-username&order=asc', ['alpha', 'bravo', 'charlie', 'zulu']],
    ['sort=-username', ['zulu', 'charlie', 'bravo', 'alpha']],
    ['sort=email&order=desc', ['zulu', 'alpha', 'bravo', 'charlie']],
    ['sort=created&order=asc', ['bravo', 'charlie', 'alpha', 'zulu']],
  ])('%s lists %j', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each(['order=up', 'order=', 'order=ASC', 'order=asc&order=desc'])(
    'answers 400 for %s',
    async (query) => {
      const response = await t.http().get(`/api/v1/users?${query}`).set('Cookie', cookie);
      expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    },
  );
});
