import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentResult, CurrentUser, PublicUser, UserInfo } from '@sync/contract/account';
import { UserSession } from '@api/accounts/entities/user-session.entity';
import { User } from '@api/accounts/entities/user.entity';
import { makeLocation } from '@tests/factories/factories';
import { createTestUser, sessionCookieOf, signedInUser, TEST_PASSWORD } from './support/accounts';
import { BAD_PARAMETERS } from './support/expected-errors';
import { failUntilWaiting } from './support/login-attempts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const USER_NOT_FOUND = { statusCode: 404, code: 'USER_NOT_FOUND', message: 'No user with such id' };
const UNAUTHORIZED = {
  statusCode: 401,
  code: 'missing authorization',
  message: 'Authorization failed',
};
const PERMISSION_DENIED = {
  statusCode: 403,
  code: 'missing permissions',
  message: "Permission denied. You don't have access to perform this action.",
};
const NAME_INVALID = 'Use Latin letters, spaces and dashes only';
const INVALID_DATE = { statusCode: 400, code: 'INVALID_DATE', message: 'Invalid date' };
const invalidField = (field: string, message = 'Invalid field') => ({
  statusCode: 400,
  code: 'INVALID_FIELD',
  message,
  field,
});
const EMPTY_INFO: UserInfo = {
  FirstName: '',
  LastName: '',
  MiddleName: '',
  Birthday: { day: null, month: null, year: null },
  LocationID: null,
  Theme: 'auto',
  Language: 'ru',
};

describe('accounts: profile, personal info, username, password, consent', () => {
  let t: TestApp;
  let locationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    locationId = (await t.seed((em) => makeLocation(em))).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const rowOf = (id: number) => t.db.orm.em.fork().findOneOrFail(User, id);
  const patchInfo = (cookie: string, id: number, body: object) =>
    t
      .http()
      .patch(`/api/v1/user/info/${id}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send(body);
  const patchUsername = (cookie: string, username: string) =>
    t
      .http()
      .patch('/api/v1/user/username')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ username });

  describe('GET /user/{id}', () => {
    it('shows everybody the public part only', async () => {
      const user = await createTestUser(t);
      const response = await t.http().get(`/api/v1/user/${user.id}`).expect(200);
      expect(response.body as PublicUser).toEqual({
        ID: user.id,
        Name: user.username,
        UserName: user.username,
        PictureURL: '',
      });
      const { cookie } = await signedInUser(t);
      const asOther = await t
        .http()
        .get(`/api/v1/user/${user.id}`)
        .set('Cookie', cookie)
        .expect(200);
      expect(Object.keys(asOther.body as object).sort()).toEqual([
        'ID',
        'Name',
        'PictureURL',
        'UserName',
      ]);
    });

    it('shows the user themself and admins the whole account', async () => {
      const { user, cookie } = await signedInUser(t);
      const own = (await t.http().get(`/api/v1/user/${user.id}`).set('Cookie', cookie).expect(200))
        .body as CurrentUser;
      expect(own).toMatchObject({
        ID: user.id,
        Email: user.email,
        Roles: ['user'],
        ConsentDate: null,
      });
      const admin = await signedInUser(t, { roles: ['user', 'admin'] });
      const seen = await t
        .http()
        .get(`/api/v1/user/${user.id}`)
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(seen.body).toEqual(own);
      expect(JSON.stringify(seen.body)).not.toMatch(/argon2|passwordHash/i);
    });

    it('answers 404 for an unknown or deleted account and 400 for a bad id', async () => {
      const deleted = await createTestUser(t, { status: 'deleted' });
      for (const id of [999999, deleted.id]) {
        expect((await t.http().get(`/api/v1/user/${id}`).expect(404)).body).toEqual(USER_NOT_FOUND);
      }
      // Routes of other features under /user/... are not taken for an id.
      expect((await t.http().get('/api/v1/user/tokens')).status).toBe(401);
      for (const id of ['abc', '0', '-1', '1.5']) {
        expect((await t.http().get(`/api/v1/user/${id}`).expect(400)).body).toEqual(BAD_PARAMETERS);
      }
    });
  });

  describe('GET /user/info/{id}', () => {
    it('gives the user their info, admins anybody’s, others 403, strangers 401', async () => {
      const { user, cookie } = await signedInUser(t);
      const own = await t
        .http()
        .get(`/api/v1/user/info/${user.id}`)
        .set('Cookie', cookie)
        .expect(200);
      expect(own.body).toEqual(EMPTY_INFO);
      const other = await signedInUser(t);
      const refused = await t
        .http()
        .get(`/api/v1/user/info/${user.id}`)
        .set('Cookie', other.cookie);
      expect([refused.status, refused.body]).toEqual([403, PERMISSION_DENIED]);
      const anonymous = await t.http().get(`/api/v1/user/info/${user.id}`);
      expect([anonymous.status, anonymous.body]).toEqual([401, UNAUTHORIZED]);
      const admin = await signedInUser(t, { roles: ['user', 'admin'] });
      await t
        .http()
        .get(`/api/v1/user/info/${user.id}`)
        .set('Cookie', admin.cookie)
        .expect(200, EMPTY_INFO);
      const missing = await t.http().get('/api/v1/user/info/999999').set('Cookie', admin.cookie);
      expect([missing.status, missing.body]).toEqual([404, USER_NOT_FOUND]);
      const bad = await t.http().get('/api/v1/user/info/abc').set('Cookie', admin.cookie);
      expect([bad.status, bad.body]).toEqual([400, BAD_PARAMETERS]);
    });
  });

  describe('PATCH /user/info/{id}', () => {
    it('saves a valid patch, bumps LastUpdate and answers 304 when nothing changes', async () => {
      const { user, cookie } = await signedInUser(t);
      const before = (await rowOf(user.id)).updatedAt;
      const patch = {
        FirstName: 'Anna-Maria',
        LastName: 'van Dijk',
        MiddleName: 'Jo',
        Birthday: { day: 29, month: 2, year: 2024 },
        LocationID: locationId,
        Theme: 'dark',
        Language: 'en',
      };
      const saved = await patchInfo(cookie, user.id, patch).expect(200);
      expect(saved.body).toEqual(patch);
      await t.http().get(`/api/v1/user/info/${user.id}`).set('Cookie', cookie).expect(200, patch);
      const row = await rowOf(user.id);
      expect(row.updatedAt.getTime()).toBeGreaterThan(before.getTime());

      for (const same of [patch, {}, { Theme: 'dark', FirstName: 'Anna-Maria' }]) {
        const unchanged = await patchInfo(cookie, user.id, same).expect(304);
        expect(unchanged.text).toBe('');
      }
      expect((await rowOf(user.id)).updatedAt).toEqual(row.updatedAt);
      await patchInfo(cookie, user.id, { LocationID: null, Birthday: null }).expect(200, {
        ...patch,
        LocationID: null,
        Birthday: { day: null, month: null, year: null },
      });
    });

    it('accepts a day and month without a year, and a month and year without a day', async () => {
      const { user, cookie } = await signedInUser(t);
      const dayMonth = { day: 29, month: 2, year: null };
      await patchInfo(cookie, user.id, { Birthday: dayMonth }).expect(200);
      expect((await rowOf(user.id)).birthYear).toBeNull();
      const monthYear = { day: null, month: 5, year: 1990 };
      const response = await patchInfo(cookie, user.id, { Birthday: monthYear }).expect(200);
      expect((response.body as UserInfo).Birthday).toEqual(monthYear);
    });

    it('refuses dates that do not exist and birthdays with too little in them', async () => {
      const { user, cookie } = await signedInUser(t);
      const cases: [object, object][] = [
        [
          { day: 31, month: 4, year: 1990 },
          { ...INVALID_DATE, field: 'Birthday' },
        ],
        [
          { day: 29, month: 2, year: 2023 },
          { ...INVALID_DATE, field: 'Birthday' },
        ],
        [
          { day: 1, month: 13, year: 1990 },
          { ...INVALID_DATE, field: 'Birthday' },
        ],
        [
          { day: null, month: null, year: 1990 },
          invalidField('Birthday', 'Enter at least the month and year, or the day and month'),
        ],
        [{ day: 5, month: 'May', year: 1990 }, BAD_PARAMETERS],
      ];
      for (const [Birthday, error] of cases) {
        const response = await patchInfo(cookie, user.id, { Birthday });
        expect([response.status, response.body]).toEqual([400, error]);
      }
      expect((await rowOf(user.id)).birthMonth).toBeNull();
    });

    it('refuses non-Latin names, unknown locations, themes and languages, and unknown keys', async () => {
      const { user, cookie } = await signedInUser(t);
      const cases: [object, object][] = [
        [{ FirstName: 'Иван' }, invalidField('FirstName', NAME_INVALID)],
        [{ LastName: 'Li3' }, invalidField('LastName', NAME_INVALID)],
        [{ MiddleName: ' Jo' }, invalidField('MiddleName', NAME_INVALID)],
        [{ FirstName: 'Ann', LastName: '王' }, invalidField('LastName', NAME_INVALID)],
        [{ LocationID: 999999 }, invalidField('LocationID')],
        [{ Theme: 'neon' }, invalidField('Theme')],
        [{ Language: 'fr' }, invalidField('Language')],
        [{ Email: 'x@example.org' }, BAD_PARAMETERS],
        [{ FirstName: 5 }, BAD_PARAMETERS],
      ];
      for (const [body, error] of cases) {
        const response = await patchInfo(cookie, user.id, body);
        expect([response.status, response.body]).toEqual([400, error]);
      }
      // Validation comes before any write: the valid FirstName next to a bad LastName was not kept.
      expect((await rowOf(user.id)).firstName).toBe('');
    });

    it('lets only the user and admins change the info', async () => {
      const { user } = await signedInUser(t);
      const other = await signedInUser(t);
      const refused = await patchInfo(other.cookie, user.id, { FirstName: 'Mallory' });
      expect([refused.status, refused.body]).toEqual([403, PERMISSION_DENIED]);
      const admin = await signedInUser(t, { roles: ['user', 'admin'] });
      await patchInfo(admin.cookie, user.id, { FirstName: 'Alice' }).expect(200);
      expect((await rowOf(user.id)).firstName).toBe('Alice');
      const anonymous = await t
        .http()
        .patch(`/api/v1/user/info/${user.id}`)
        .send({ FirstName: 'Eve' });
      expect([anonymous.status, anonymous.body]).toEqual([401, UNAUTHORIZED]);
    });
  });

  describe('PATCH /user/username', () => {
    it('renames the user, keeping names unique whatever their letter case', async () => {
      const { user, cookie } = await signedInUser(t);
      const renamed = await patchUsername(cookie, 'Go_Master').expect(200);
      expect((renamed.body as CurrentUser).UserName).toBe('Go_Master');
      expect((await rowOf(user.id)).usernameKey).toBe('go_master');
      await patchUsername(cookie, 'GO_MASTER').expect(200);

      const other = await signedInUser(t);
      const taken = await patchUsername(other.cookie, 'go_master');
      expect([taken.status, taken.body]).toEqual([
        409,
        { statusCode: 409, code: 'USER_EXISTS', message: 'username or e-mail already exists' },
      ]);
      expect((await patchUsername(other.cookie, 'deleted-12345')).status).toBe(409);
      const short = await patchUsername(other.cookie, 'ab');
      expect([short.status, short.body]).toEqual([
        400,
        invalidField('username', 'Username must be at least 3 characters'),
      ]);
      expect((await patchUsername(other.cookie, ' spaced')).status).toBe(400);
      const anonymous = await t.http().patch('/api/v1/user/username').send({ username: 'nobody' });
      expect(anonymous.status).toBe(401);
    });

    it('gives a name asked for by two accounts at once to exactly one of them', async () => {
      const [a, b] = [await signedInUser(t), await signedInUser(t)];
      const answers = await Promise.all([
        patchUsername(a.cookie, 'Race'),
        patchUsername(b.cookie, 'race'),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('stores SQL in a username verbatim and returns it as JSON text; refuses markup', async () => {
      const { user, cookie } = await signedInUser(t);
      const name = 'Robert); DROP TABLE app_user;--';
      await patchUsername(cookie, name).expect(200);
      const response = await t.http().get(`/api/v1/user/${user.id}`).expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect((response.body as PublicUser).UserName).toBe(name);
      expect((await rowOf(user.id)).username).toBe(name);
      const markup = await patchUsername(cookie, '<script>alert(1)</script>');
      expect([markup.status, markup.body]).toEqual([
        400,
        invalidField('username', 'Username must not contain < > & " or \''),
      ]);
      expect((await rowOf(user.id)).username).toBe(name);
    });
  });

  describe('PATCH /user/password', () => {
    const change = (cookie: string, body: object) =>
      t
        .http()
        .patch('/api/v1/user/password')
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .send(body);

    it('refuses a wrong current password and a weak new one', async () => {
      const { user, cookie } = await signedInUser(t);
      const wrong = await change(cookie, {
        currentPassword: 'not my password',
        newPassword: 'new password 1',
      });
      expect([wrong.status, wrong.body]).toEqual([
        403,
        { statusCode: 403, code: 'WRONG_PASSWORD', message: 'invalid password' },
      ]);
      const weak = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
      expect([weak.status, weak.body]).toEqual([
        400,
        invalidField('newPassword', 'Password must be at least 8 characters'),
      ]);
      expect((await change(cookie, { newPassword: 'new password 1' })).status).toBe(400);
      expect(await argon2.verify((await rowOf(user.id)).passwordHash ?? '', TEST_PASSWORD)).toBe(
        true,
      );
      const anonymous = await t.http().patch('/api/v1/user/password').send({});
      expect(anonymous.status).toBe(401);
    });

    it('slows down guessing the current password as it slows down sign-in guesses', async () => {
      const { user, cookie } = await signedInUser(t);
      const waits = await failUntilWaiting(
        (n) => change(cookie, { currentPassword: `guess ${n}`, newPassword: 'new password 1' }),
        { seconds: 1, failedStatus: 403 },
      );
      expect(waits.length).toBeGreaterThan(0);
      expect(await argon2.verify((await rowOf(user.id)).passwordHash ?? '', TEST_PASSWORD)).toBe(
        true,
      );
    });

    it('stores a new argon2id hash and ends every other session of the user', async () => {
      const { user, cookie } = await signedInUser(t);
      const otherBrowser = await sessionCookieOf(t, user);
      const response = await change(cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a brand new passphrase',
      }).expect(204);
      expect(response.text).toBe('');
      const hash = (await rowOf(user.id)).passwordHash ?? '';
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(await argon2.verify(hash, 'a brand new passphrase')).toBe(true);
      expect(await t.db.orm.em.fork().count(UserSession, { user: user.id })).toBe(1);
      await t.http().get(`/api/v1/user/info/${user.id}`).set('Cookie', cookie).expect(200);
      await t.http().get(`/api/v1/user/info/${user.id}`).set('Cookie', otherBrowser).expect(401);
    });
  });

  describe('PATCH /user/consent', () => {
    it('records the first consent and keeps its date', async () => {
      const { user, cookie } = await signedInUser(t);
      const consent = () =>
        t
          .http()
          .patch('/api/v1/user/consent')
          .set('Cookie', cookie)
          .set('Origin', TEST_ORIGIN)
          .expect(200);
      const first = (await consent()).body as ConsentResult;
      expect(new Date(first.ConsentDate).toISOString()).toBe(first.ConsentDate);
      expect((await consent()).body).toEqual(first);
      expect((await rowOf(user.id)).consentDate?.toISOString()).toBe(first.ConsentDate);
      const own = await t.http().get(`/api/v1/user/${user.id}`).set('Cookie', cookie).expect(200);
      expect((own.body as CurrentUser).ConsentDate).toBe(first.ConsentDate);
      expect((await t.http().patch('/api/v1/user/consent')).status).toBe(401);
    });
  });
});
