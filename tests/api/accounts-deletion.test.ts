import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@sync/contract/account';
import { ApiToken } from '@api/accounts/entities/api-token.entity';
import { UserCode } from '@api/accounts/entities/user-code.entity';
import { UserSession } from '@api/accounts/entities/user-session.entity';
import { User } from '@api/accounts/entities/user.entity';
import { makeLocation } from '@tests/factories/factories';
import { createTestUser, sessionCookieOf, signedInUser, TEST_PASSWORD } from './support/accounts';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const USER_NOT_FOUND = { statusCode: 404, code: 'USER_NOT_FOUND', message: 'No user with such id' };
const PERMISSION_DENIED = {
  statusCode: 403,
  code: 'missing permissions',
  message: "Permission denied. You don't have access to perform this action.",
};

describe('accounts: DELETE /user/{id}', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const em = () => t.db.orm.em.fork();
  const remove = (cookie: string, id: number | string) =>
    t.http().delete(`/api/v1/user/${id}`).set('Cookie', cookie).set('Origin', TEST_ORIGIN);
  const hex = () => randomBytes(32).toString('hex');

  /** A user with everything deletion must take away: info, avatar, sessions, tokens, codes. */
  async function fullAccount() {
    const { user, cookie } = await signedInUser(t, { username: `Full_${hex().slice(0, 6)}` });
    const secondCookie = await sessionCookieOf(t, user);
    await t.seed(async (em) => {
      const row = await em.findOneOrFail(User, user.id);
      Object.assign(row, {
        firstName: 'Anna',
        lastName: 'Smith',
        birthDay: 1,
        birthMonth: 5,
        birthYear: 1990,
        location: makeLocation(em),
        consentDate: new Date(),
      });
      const now = new Date();
      em.create(ApiToken, { user: row, name: 'script', tokenHash: hex(), createdAt: now });
      const expiresAt = new Date(now.getTime() + 3_600_000);
      em.create(UserCode, { codeHash: hex(), user: row, kind: 'reset', createdAt: now, expiresAt });
    });
    const uploaded = await t
      .http()
      .post('/api/v1/file/avatar')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .attach('file', readFileSync(join(import.meta.dirname, '../fixtures/avatars/avatar.png')), {
        filename: 'a.png',
        contentType: 'image/png',
      })
      .expect(201);
    expect((uploaded.body as CurrentUser).PictureURL).not.toBe('');
    return { user, cookie, secondCookie };
  }

  const avatarFilesOf = (userId: number) => {
    const dir = join(t.accounts.uploadsDir, 'avatars');
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(`${userId}-`)) : [];
  };

  it('erases the personal data, ends every session and frees the e-mail and username', async () => {
    const { user, cookie, secondCookie } = await fullAccount();
    expect(avatarFilesOf(user.id)).toHaveLength(1);
    const response = await remove(cookie, user.id).expect(204);
    expect(response.text).toBe('');

    const row = await em().findOneOrFail(User, user.id);
    expect(row).toMatchObject({
      status: 'deleted',
      email: null,
      emailKey: null,
      username: `deleted-${user.id}`,
      usernameKey: `deleted-${user.id}`,
      passwordHash: null,
      firstName: '',
      lastName: '',
      middleName: '',
      birthDay: null,
      birthMonth: null,
      birthYear: null,
      location: null,
      consentDate: null,
      avatarFile: null,
    });
    expect(row.deletionScheduledAt).toBeInstanceOf(Date);
    expect(await em().count(UserSession, { user: user.id })).toBe(0);
    expect(await em().count(ApiToken, { user: user.id })).toBe(0);
    expect(await em().count(UserCode, { user: user.id })).toBe(0);
    expect(avatarFilesOf(user.id)).toEqual([]);

    for (const oldCookie of [cookie, secondCookie]) {
      await t.http().get('/api/v1/user').set('Cookie', oldCookie).expect(401);
      await t.http().get(`/api/v1/user/info/${user.id}`).set('Cookie', oldCookie).expect(401);
    }
    const profile = await t.http().get(`/api/v1/user/${user.id}`);
    expect([profile.status, profile.body]).toEqual([404, USER_NOT_FOUND]);
    await t.http().get(`/api/v1/user/${user.id}/avatar`).expect(404);
    const login = await t
      .http()
      .post('/api/v1/login')
      .send({ login: user.username, password: TEST_PASSWORD });
    expect(login.status).toBe(404);

    const again = await t
      .http()
      .post('/api/v1/register')
      .send({ username: user.username, email: user.email, password: 'another password' });
    expect(again.status).toBe(201);
  });

  it('lets an admin delete another account; others get 403 and change nothing', async () => {
    const { user } = await signedInUser(t);
    const other = await signedInUser(t);
    const refused = await remove(other.cookie, user.id);
    expect([refused.status, refused.body]).toEqual([403, PERMISSION_DENIED]);
    expect((await em().findOneOrFail(User, user.id)).status).toBe('active');
    expect(await em().count(UserSession, { user: user.id })).toBe(1);

    const admin = await signedInUser(t, { roles: ['user', 'admin'] });
    const seen = await t.http().get(`/api/v1/user/info/${user.id}`).set('Cookie', admin.cookie);
    expect(seen.status).toBe(200);
    await remove(admin.cookie, user.id).expect(204);
    expect((await em().findOneOrFail(User, user.id)).status).toBe('deleted');
    // The admin's own session is untouched.
    await t.http().get(`/api/v1/user/${admin.user.id}`).set('Cookie', admin.cookie).expect(200);
  });

  it('answers 404 for unknown and already deleted accounts, 400 for a bad id, 401 signed out', async () => {
    const admin = await signedInUser(t, { roles: ['user', 'admin'] });
    const deleted = await createTestUser(t, { status: 'deleted' });
    for (const id of [999999, deleted.id]) {
      const response = await remove(admin.cookie, id);
      expect([response.status, response.body]).toEqual([404, USER_NOT_FOUND]);
    }
    const bad = await remove(admin.cookie, 'abc');
    expect([bad.status, bad.body]).toEqual([400, BAD_PARAMETERS]);
    const anonymous = await t.http().delete(`/api/v1/user/${admin.user.id}`);
    expect(anonymous.status).toBe(401);
  });

  it('keeps the last administrator', async () => {
    const solo = await createTestApp();
    try {
      const admin = await signedInUser(solo, { roles: ['user', 'admin'] });
      const response = await solo
        .http()
        .delete(`/api/v1/user/${admin.user.id}`)
        .set('Cookie', admin.cookie)
        .set('Origin', TEST_ORIGIN);
      expect([response.status, response.body]).toEqual([
        409,
        {
          statusCode: 409,
          code: 'LAST_ADMIN',
          message: 'The last administrator cannot lose the admin role',
        },
      ]);
      const second = await signedInUser(solo, { roles: ['user', 'admin'] });
      await solo
        .http()
        .delete(`/api/v1/user/${admin.user.id}`)
        .set('Cookie', second.cookie)
        .set('Origin', TEST_ORIGIN)
        .expect(204);
    } finally {
      await solo.close();
    }
  });
});
