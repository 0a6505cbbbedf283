import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@domain/errors/error-catalogue';
import { signedInUser, TEST_PASSWORD } from './support/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

/**
 * The spec's error contract for accounts, one row per case: the spec's server codes (section 8)
 * are the `message` of their cases; where the spec gives the message itself ('Authorization
 * failed', the 403 text, 'File too large'), the server code is the `code`.
 */
const AUTHORIZATION_FAILED = 'Authorization failed';
const PERMISSION_TEXT = "Permission denied. You don't have access to perform this action.";

interface Row {
  case: string;
  send: (t: TestApp, cookie: string) => Test;
  body: { statusCode: number; code: string; message: string; field?: string };
}

const register = (t: TestApp, body: object) =>
  t.http().post('/api/v1/register').set('Origin', TEST_ORIGIN).send(body);
const validSignUp = { username: 'table_user', email: 'table@example.org', password: TEST_PASSWORD };

const ROWS: Row[] = [
  {
    case: 'POST /login, wrong password',
    send: (t) => t.http().post('/api/v1/login').send({ login: 'nobody', password: 'wrong pass' }),
    body: { statusCode: 404, code: 'invalid credentials', message: AUTHORIZATION_FAILED },
  },
  {
    case: 'POST /authorize, no Authorization header',
    send: (t) => t.http().post('/api/v1/authorize'),
    body: { statusCode: 404, code: 'missing authorization header', message: AUTHORIZATION_FAILED },
  },
  {
    case: 'POST /authorize, a token that is not valid',
    send: (t) => t.http().post('/api/v1/authorize').set('Authorization', 'Bearer made-up'),
    body: { statusCode: 404, code: 'invalid token', message: AUTHORIZATION_FAILED },
  },
  {
    case: 'GET /user signed out (no cookie, no token)',
    send: (t) => t.http().get('/api/v1/user'),
    body: { statusCode: 401, code: 'missing authorization', message: AUTHORIZATION_FAILED },
  },
  {
    case: 'GET /user with a bearer token that is not valid',
    send: (t) => t.http().get('/api/v1/user').set('Authorization', 'Bearer made-up'),
    body: { statusCode: 401, code: 'invalid token', message: AUTHORIZATION_FAILED },
  },
  {
    case: 'GET /user with a session cookie that is not valid',
    send: (t) => t.http().get('/api/v1/user').set('Cookie', 'sid=made-up'),
    body: { statusCode: 401, code: 'invalid token', message: AUTHORIZATION_FAILED },
  },
  {
    case: 'GET /users without the admin role',
    send: (t, cookie) => t.http().get('/api/v1/users').set('Cookie', cookie),
    body: { statusCode: 403, code: 'missing permissions', message: PERMISSION_TEXT },
  },
  {
    case: 'PATCH /user/password with a wrong current password',
    send: (t, cookie) =>
      t
        .http()
        .patch('/api/v1/user/password')
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .send({ currentPassword: 'not my password', newPassword: 'new password 1' }),
    body: { statusCode: 403, code: 'WRONG_PASSWORD', message: 'invalid password' },
  },
  {
    case: 'POST /register without a username',
    send: (t) => register(t, { ...validSignUp, username: undefined }),
    body: {
      statusCode: 400,
      code: 'INVALID_FIELD',
      message: 'username required',
      field: 'username',
    },
  },
  {
    case: 'POST /register without an e-mail',
    send: (t) => register(t, { ...validSignUp, email: '' }),
    body: { statusCode: 400, code: 'INVALID_FIELD', message: 'email required', field: 'email' },
  },
  {
    case: 'POST /register without a password',
    send: (t) => register(t, { ...validSignUp, password: undefined }),
    body: {
      statusCode: 400,
      code: 'INVALID_FIELD',
      message: 'password required',
      field: 'password',
    },
  },
  {
    case: 'POST /register with an e-mail of bad form',
    send: (t) => register(t, { ...validSignUp, email: 'table.example.org' }),
    body: {
      statusCode: 400,
      code: 'INVALID_FIELD',
      message: 'email format is invalid',
      field: 'email',
    },
  },
];

describe('accounts: the spec’s server codes, case by case', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signedInUser(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(ROWS)('$case', async (row) => {
    const response = await row.send(t, cookie);
    expect([response.status, response.body]).toEqual([row.body.statusCode, row.body]);
  });

  it('words the rest of the cases in the catalogue (asserted live in their own suites)', () => {
    // POST /user/email and POST /activate/resend when the mail server fails: accounts-email-change
    // and accounts-activation-resend; the avatar: accounts-avatar.
    expect(ERRORS.sendEmailFailed).toEqual({
      statusCode: 502,
      code: 'SEND_EMAIL_FAILED',
      message: 'send email failed, please try again',
    });
    expect(ERRORS.avatarTooLarge).toEqual({
      statusCode: 413,
      code: 'file size exceeds maximum',
      message: 'File too large',
    });
    expect(ERRORS.unsupportedFileFormat).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_FILE_FORMAT',
      message: 'unsupported format',
    });
  });
});
