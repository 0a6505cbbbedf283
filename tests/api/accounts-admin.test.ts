import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserList, UserListItem } from '@sync/contract/account';
import { changeRoles } from '@api/accounts/admin/roles-change';
import { User } from '@api/accounts/entities/user.entity';
import { ApiError } from '@api/common/errors/api-error';
import type { Location } from '@api/locations/location.entity';
import { makeLocation } from '@tests/factories/factories';
import { sessionCookieOf, signedInUser } from './support/accounts';
import { makeAccount } from './support/admin-accounts';
import {
  BAD_PARAMETERS,
  INVALID_TOKEN,
  LAST_ADMIN,
  PERMISSION_DENIED,
  UNAUTHORIZED,
  USER_NOT_FOUND,
} from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

describe('accounts administration: GET /users, GET /users/roles, PATCH /admin/user/{id}/roles', () => {
  let t: TestApp;
  let adminCookie: string;
  let plainCookie: string;
  let plain: User;
  let erinCookie: string;
  let ids: Record<string, number>;
  let places: Record<'russia' | 'tatarstan' | 'kazan' | 'armenia', Location>;

  beforeAll(async () => {
    t = await createTestApp();
    places = await t.seed((em) => {
      const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
      const tatarstan = makeLocation(em, {
        kind: 'region',
        parent: russia,
        name: 'Татарстан',
        nameLatin: 'Tatarstan',
      });
      const kazan = makeLocation(em, {
        kind: 'city',
        parent: tatarstan,
        name: 'Казань',
        nameLatin: 'Kazan',
      });
      const armenia = makeLocation(em, { name: 'Армения', nameLatin: 'Armenia', code: 'AM' });
      return { russia, tatarstan, kazan, armenia };
    });
    const accounts = await t.seed((em) => ({
      alice: makeAccount(em, {
        username: 'alice',
        email: 'zz.alice@mail.example',
        created: '2020-01-01T00:00:00Z',
        consent: '2020-01-02T10:00:00Z',
        location: places.kazan,
      }),
      Bob: makeAccount(em, {
        username: 'Bob',
        email: 'bob@corp.example',
        created: '2020-02-01T00:00:00Z',
        location: places.tatarstan,
      }),
      carol: makeAccount(em, {
        username: 'carol',
        email: 'Carol.K@mail.example',
        created: '2020-03-01T00:00:00Z',
        location: places.armenia,
      }),
      dave: makeAccount(em, {
        username: 'dave',
        email: 'a.dave@corp.example',
        created: '2020-04-01T00:00:00Z',
        status: 'pending',
      }),
      erin: makeAccount(em, {
        username: 'erin',
        email: 'erin@admin.example',
        created: '2020-05-01T00:00:00Z',
        roles: ['user', 'admin'],
      }),
      frank: makeAccount(em, {
        username: 'frank',
        email: 'frank@mail.example',
        created: '2020-06-01T00:00:00Z',
        status: 'deleted',
        roles: ['user', 'admin'],
      }),
    }));
    const admin = await signedInUser(t, { username: 'root', roles: ['user', 'admin'] });
    const user = await signedInUser(t, { username: 'plain' });
    adminCookie = admin.cookie;
    plainCookie = user.cookie;
    plain = user.user;
    erinCookie = await sessionCookieOf(t, accounts.erin);
    ids = {
      ...Object.fromEntries(Object.entries(accounts).map(([name, u]) => [name, u.id])),
      root: admin.user.id,
      plain: user.user.id,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const listAs = (cookie: string, query: Record<string, string | number> = {}) =>
    t.http().get('/api/v1/users').query(query).set('Cookie', cookie);
  const list = async (query: Record<string, string | number> = {}) =>
    (await listAs(adminCookie, query).expect(200)).body as UserList;
  const names = async (query: Record<string, string | number> = {}) =>
    (await list({ limit: 100, ...query })).items.map((item) => item.UserName);
  const patchRoles = (id: number | string, body: unknown, cookie = adminCookie) =>
    t
      .http()
      .patch(`/api/v1/admin/user/${id}/roles`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send(body as object);
  const storedRoles = async (id: number) =>
    (await t.db.orm.em.fork().findOneOrFail(User, id)).roles;

  describe('is for admins only, enforced on the server', () => {
    it('answers 401 to a signed-out client on every admin endpoint', async () => {
      expect((await t.http().get('/api/v1/users').expect(401)).body).toEqual(UNAUTHORIZED);
      expect((await t.http().get('/api/v1/users/roles').expect(401)).body).toEqual(UNAUTHORIZED);
      const patch = await t
        .http()
        .patch(`/api/v1/admin/user/${ids.alice}/roles`)
        .set('Origin', TEST_ORIGIN)
        .send({ roles: ['user', 'admin'] })
        .expect(401);
      expect(patch.body).toEqual(UNAUTHORIZED);
      expect(await storedRoles(ids.alice)).toBe('user');
    });

    it('answers 403 to a signed-in non-admin on every admin endpoint', async () => {
      expect((await listAs(plainCookie).expect(403)).body).toEqual(PERMISSION_DENIED);
      expect((await listAs(plainCookie, { limit: 0 }).expect(403)).body).toEqual(PERMISSION_DENIED);
      const roles = await t.http().get('/api/v1/users/roles').set('Cookie', plainCookie);
      expect(roles.status).toBe(403);
      expect(roles.body).toEqual(PERMISSION_DENIED);
      const other = await patchRoles(ids.alice, { roles: ['user', 'admin'] }, plainCookie);
      expect(other.status).toBe(403);
      expect(other.body).toEqual(PERMISSION_DENIED);
    });

    it('does not let a non-admin make themselves an admin', async () => {
      const self = await patchRoles(plain.id, { roles: ['user', 'admin'] }, plainCookie);
      expect(self.status).toBe(403);
      expect(self.body).toEqual(PERMISSION_DENIED);
      expect(await storedRoles(plain.id)).toBe('user');
    });

    it("answers 401 'invalid token' to an unknown or forged session cookie", async () => {
      const forged = await listAs('sid=forged-session-token').expect(401);
      expect(forged.body).toEqual(INVALID_TOKEN);
    });
  });

  describe('GET /users/roles', () => {
    it('lists the roles', async () => {
      const response = await t.http().get('/api/v1/users/roles').set('Cookie', adminCookie);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(['user', 'admin', 'broadcaster']);
    });
  });

  describe('GET /users', () => {
    it('answers 5 accounts by default, sorted by username, with the total; deleted ones are not listed', async () => {
      const page = await list();
      expect(page).toMatchObject({ total: 7, limit: 5, offset: 0 });
      expect(page.items.map((item) => item.UserName)).toEqual([
        'alice',
        'Bob',
        'carol',
        'dave',
        'erin',
      ]);
    });

    it('pages with offset', async () => {
      expect((await list({ offset: 5 })).items.map((item) => item.UserName)).toEqual([
        'plain',
        'root',
      ]);
      const paged = await list({ offset: 2, limit: 2 });
      expect(paged.items.map((item) => item.UserName)).toEqual(['carol', 'dave']);
      // like every other list: the limit and offset the page was cut by (issue 32, item 13)
      expect(paged).toMatchObject({ total: 7, limit: 2, offset: 2 });
      expect(await list({ offset: 7 })).toEqual({ items: [], total: 7, limit: 5, offset: 7 });
    });

    it('describes each account without any secret', async () => {
      const response = await listAs(adminCookie, { limit: 100 }).expect(200);
      const items = (response.body as UserList).items;
      const alice = items.find((item) => item.UserName === 'alice');
      expect(alice).toEqual({
        ID: ids.alice,
        UserName: 'alice',
        Email: 'zz.alice@mail.example',
        Roles: ['user'],
        Status: 'active',
        LoginType: 'local',
        LocationID: places.kazan.id,
        Created: '2020-01-01T00:00:00.000Z',
        ConsentDate: '2020-01-02T10:00:00.000Z',
        LastUpdate: '2020-01-02T10:00:00.000Z',
      } satisfies UserListItem);
      // active only with consent given (and not scheduled for deletion: those are not listed)
      const bob = items.find((item) => item.UserName === 'Bob');
      expect(bob).toMatchObject({ Status: 'consent pending', ConsentDate: null });
      expect(bob?.LastUpdate).toBe('2020-02-01T00:00:00.000Z');
      const dave = items.find((item) => item.UserName === 'dave');
      expect(dave?.Status).toBe('activation pending');
      expect(dave?.LocationID).toBeNull();
      expect(items.find((item) => item.UserName === 'erin')?.Roles).toEqual(['user', 'admin']);
      expect(response.text).not.toMatch(/argon2|password|hash/i);
    });

    it.each([
      ['username', ['alice', 'Bob', 'carol', 'dave', 'erin', 'plain', 'root']],
      ['-username', ['root', 'plain', 'erin', 'dave', 'carol', 'Bob', 'alice']],
      ['email', ['dave', 'Bob', 'carol', 'erin', 'plain', 'root', 'alice']],
      ['-email', ['alice', 'root', 'plain', 'erin', 'carol', 'Bob', 'dave']],
      ['created', ['alice', 'Bob', 'carol', 'dave', 'erin', 'root', 'plain']],
      ['-created', ['plain', 'root', 'erin', 'dave', 'carol', 'Bob', 'alice']],
    ])('sorts by %s', async (sort, expected) => {
      expect(await names({ sort })).toEqual(expected);
    });

    it('filters by a substring of the username in any letter case', async () => {
      expect(await names({ username: 'O' })).toEqual(['Bob', 'carol', 'root']);
      expect(await names({ username: 'BOB' })).toEqual(['Bob']);
      expect(await list({ username: 'frank' })).toMatchObject({ items: [], total: 0 });
      // LIKE wildcards are plain characters here
      expect(await names({ username: '%' })).toEqual([]);
      expect(await names({ username: '_' })).toEqual([]);
    });

    it('filters by a substring of the e-mail in any letter case', async () => {
      expect(await names({ email: 'CORP.example' })).toEqual(['Bob', 'dave']);
      expect(await names({ email: 'carol.k@' })).toEqual(['carol']);
      expect(await names({ email: 'mail.example' })).toEqual(['alice', 'carol']);
    });

    it('filters by role', async () => {
      expect(await names({ role: 'admin' })).toEqual(['erin', 'root']);
      expect(await names({ role: 'user' })).toEqual([
        'alice',
        'Bob',
        'carol',
        'dave',
        'erin',
        'plain',
        'root',
      ]);
    });

    it('filters by location, descendants included', async () => {
      expect(await names({ location: places.russia.id })).toEqual(['alice', 'Bob']);
      expect(await names({ location: places.tatarstan.id })).toEqual(['alice', 'Bob']);
      expect(await names({ location: places.kazan.id })).toEqual(['alice']);
      expect(await names({ location: places.armenia.id })).toEqual(['carol']);
      expect(await list({ location: 999999 })).toMatchObject({ items: [], total: 0 });
    });

    it('combines filters, sort and paging', async () => {
      const page = await list({ role: 'user', email: 'corp', sort: '-username', limit: 1 });
      expect(page.total).toBe(2);
      expect(page.items.map((item) => item.UserName)).toEqual(['dave']);
    });

    it.each([
      ['limit', '0'],
      ['limit', '101'],
      ['limit', '-1'],
      ['limit', 'abc'],
      ['limit', '1.5'],
      ['limit', ''],
      ['offset', '-1'],
      ['offset', 'x'],
      ['offset', '0.5'],
      ['sort', 'name'],
      ['sort', 'rating'],
      ['sort', ''],
      ['role', 'owner'],
      ['role', ''],
      ['role', 'Admin'],
      ['location', 'abc'],
      ['location', '1.5'],
      ['location', '0'],
      ['location', '-3'],
    ])('answers 400 for %s=%s', async (name, value) => {
      const response = await t
        .http()
        .get(`/api/v1/users?${name}=${encodeURIComponent(value)}`)
        .set('Cookie', adminCookie);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
    });

    it('accepts the largest page', async () => {
      expect((await list({ limit: 100 })).items).toHaveLength(7);
    });

    it('answers 400 for a repeated parameter', async () => {
      const response = await t
        .http()
        .get('/api/v1/users?sort=username&sort=email')
        .set('Cookie', adminCookie);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
    });
  });

  describe('PATCH /admin/user/{id}/roles', () => {
    it.each([
      ['no body', {}],
      ['an empty list', { roles: [] }],
      ['an unknown role', { roles: ['user', 'owner'] }],
      ['a string', { roles: 'admin' }],
      ['a number', { roles: [1] }],
      ['null', { roles: null }],
    ])('answers 400 for %s', async (_case, body) => {
      const response = await patchRoles(ids.alice, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
      expect(await storedRoles(ids.alice)).toBe('user');
    });

    it.each(['999999', 'abc', '0'])('answers 404 for the id %s', async (id) => {
      const response = await patchRoles(id, { roles: ['user'] });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });

    it('answers 404 for a deleted account', async () => {
      const response = await patchRoles(ids.frank, { roles: ['user'] });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });

    it('makes a user an admin, who can then use the admin endpoints; and back', async () => {
      const before = await t.db.orm.em.fork().findOneOrFail(User, plain.id);
      const granted = await patchRoles(plain.id, { roles: ['user', 'admin'] });
      expect(granted.status).toBe(200);
      const after = await t.db.orm.em.fork().findOneOrFail(User, plain.id);
      expect(granted.body).toEqual({
        ID: plain.id,
        UserName: 'plain',
        Email: 'plain@example.org',
        Roles: ['user', 'admin'],
        // signed in, but the test user has not consented yet
        Status: 'consent pending',
        LoginType: 'local',
        LocationID: null,
        Created: before.createdAt.toISOString(),
        ConsentDate: before.consentDate?.toISOString() ?? null,
        LastUpdate: after.updatedAt.toISOString(),
      } satisfies UserListItem);
      expect(after.roles).toBe('user,admin');
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
      // the same session, no new sign-in: roles are read on every request
      expect((await listAs(plainCookie).expect(200)).body).toMatchObject({ total: 7 });

      const revoked = await patchRoles(plain.id, { roles: ['user'] });
      expect(revoked.status).toBe(200);
      expect((revoked.body as UserListItem).Roles).toEqual(['user']);
      expect((await listAs(plainCookie).expect(403)).body).toEqual(PERMISSION_DENIED);
    });

    it('always keeps the user role and drops duplicates', async () => {
      const onlyAdmin = await patchRoles(ids.carol, { roles: ['admin'] });
      expect(onlyAdmin.status).toBe(200);
      expect((onlyAdmin.body as UserListItem).Roles).toEqual(['user', 'admin']);
      expect(await storedRoles(ids.carol)).toBe('user,admin');
      const twice = await patchRoles(ids.carol, { roles: ['user', 'user'] });
      expect((twice.body as UserListItem).Roles).toEqual(['user']);
      expect(await storedRoles(ids.carol)).toBe('user');
    });

    it('gives and takes the broadcaster role, kept with the others and found by the role filter', async () => {
      const granted = await patchRoles(ids.alice, { roles: ['user', 'broadcaster'] });
      expect(granted.status).toBe(200);
      expect((granted.body as UserListItem).Roles).toEqual(['user', 'broadcaster']);
      expect(await storedRoles(ids.alice)).toBe('user,broadcaster');
      expect(await names({ role: 'broadcaster' })).toEqual(['alice']);
      const listed = (await list({ username: 'alice' })).items;
      expect(listed.map((item) => item.Roles)).toEqual([['user', 'broadcaster']]);

      const both = await patchRoles(ids.alice, { roles: ['broadcaster', 'admin'] });
      expect((both.body as UserListItem).Roles).toEqual(['user', 'admin', 'broadcaster']);
      expect(await storedRoles(ids.alice)).toBe('user,admin,broadcaster');

      const taken = await patchRoles(ids.alice, { roles: ['user'] });
      expect(taken.status).toBe(200);
      expect((taken.body as UserListItem).Roles).toEqual(['user']);
      expect(await storedRoles(ids.alice)).toBe('user');
      expect(await names({ role: 'broadcaster' })).toEqual([]);
    });

    it('leaves the time of the last change alone when the roles stay the same', async () => {
      const before = await t.db.orm.em.fork().findOneOrFail(User, ids.alice);
      await patchRoles(ids.alice, { roles: ['user'] }).expect(200);
      const after = await t.db.orm.em.fork().findOneOrFail(User, ids.alice);
      expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    });

    it('changes the roles of a pending account', async () => {
      const response = await patchRoles(ids.dave, { roles: ['user', 'admin'] });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        Status: 'activation pending',
        Roles: ['user', 'admin'],
      });
    });

    it('never takes the admin role from the last active admin', async () => {
      // erin and root are the active admins (dave, a pending admin, does not count)
      await patchRoles(ids.erin, { roles: ['user'] }).expect(200);
      const last = await patchRoles(ids.root, { roles: ['user'] });
      expect(last.status).toBe(409);
      expect(last.body).toEqual(LAST_ADMIN);
      expect(await storedRoles(ids.root)).toBe('user,admin');
      expect((await listAs(adminCookie).expect(200)).body).toMatchObject({ total: 7 });
      // a pending admin can lose the role: it was never an admin anyone could act as
      await patchRoles(ids.dave, { roles: ['user'] }).expect(200);
      await patchRoles(ids.erin, { roles: ['user', 'admin'] }).expect(200);
    });

    it('lets exactly one of two admins demoting each other at once succeed', async () => {
      const [a, b] = await Promise.all([
        patchRoles(ids.erin, { roles: ['user'] }, adminCookie),
        patchRoles(ids.root, { roles: ['user'] }, erinCookie),
      ]);
      // the loser is refused by the guard (already demoted) or by the last-admin rule
      const loser = [a, b].find((r) => r.status !== 200);
      expect([a, b].filter((r) => r.status === 200)).toHaveLength(1);
      expect([PERMISSION_DENIED, LAST_ADMIN]).toContainEqual(loser?.body);
      const rootIsAdmin = (await storedRoles(ids.root)) === 'user,admin';
      const erinIsAdmin = (await storedRoles(ids.erin)) === 'user,admin';
      expect([rootIsAdmin, erinIsAdmin].filter(Boolean)).toHaveLength(1);
      // the one whose demotion failed is the admin left
      expect(rootIsAdmin).toBe(a.status === 200);
      const survivor = rootIsAdmin ? adminCookie : erinCookie;
      const admins = (await listAs(survivor, { role: 'admin' }).expect(200)).body as UserList;
      expect(admins.items.map((item) => item.UserName)).toEqual([rootIsAdmin ? 'root' : 'erin']);
    });

    it('checks the last admin inside the transaction, so two demotions at once cannot both pass', async () => {
      await Promise.all(
        [ids.root, ids.erin].map((id) =>
          t.seed((em) => em.nativeUpdate(User, { id }, { roles: 'user,admin' })),
        ),
      );
      const results = await Promise.allSettled([
        changeRoles(t.db.orm.em.fork(), ids.root, ['user']),
        changeRoles(t.db.orm.em.fork(), ids.erin, ['user']),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(ApiError);
      expect((refused?.reason as ApiError).body()).toEqual(LAST_ADMIN);
      const admins = await t.db.orm.em
        .fork()
        .count(User, { roles: 'user,admin', status: 'active' });
      expect(admins).toBe(1);
    });
  });
});
