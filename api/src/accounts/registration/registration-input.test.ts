import { describe, expect, it } from 'vitest';
import { ApiError } from '../../common/errors/api-error';
import { parseRegistration } from './registration-input';

const VALID = { username: 'Ann', email: 'ann@example.org', password: '12345678' };

function failureOf(body: Record<string, unknown>): unknown {
  try {
    parseRegistration(body, undefined);
  } catch (error) {
    return error instanceof ApiError ? error.body() : error;
  }
  throw new Error('accepted');
}

describe('parseRegistration', () => {
  it('resolves the language: the form, else Accept-Language, else ru', () => {
    expect(parseRegistration({ ...VALID, language: 'zh' }, 'en')).toEqual({
      ...VALID,
      language: 'zh',
    });
    expect(parseRegistration(VALID, 'en-GB,ru;q=0.5').language).toBe('en');
    expect(parseRegistration(VALID, undefined).language).toBe('ru');
    expect(parseRegistration({ ...VALID, language: null }, 'zh').language).toBe('zh');
  });

  it('answers the first bad field with its message', () => {
    expect(failureOf({ ...VALID, username: 'x', email: 'y' })).toEqual({
      statusCode: 400,
      code: 'INVALID_FIELD',
      message: 'Username must be at least 3 characters',
      field: 'username',
    });
    expect(failureOf({ ...VALID, email: 'y', password: '1' })).toMatchObject({
      message: 'email format is invalid',
      field: 'email',
    });
    expect(failureOf({ ...VALID, password: '1234567' })).toMatchObject({
      message: 'Password must be at least 8 characters',
      field: 'password',
    });
  });

  it('names a field left out, empty or not text with the spec’s server code', () => {
    for (const [field, message] of [
      ['username', 'username required'],
      ['email', 'email required'],
      ['password', 'password required'],
    ]) {
      for (const value of [undefined, null, '', 12345678]) {
        expect(failureOf({ ...VALID, [field]: value }), `${field} ${value}`).toEqual({
          statusCode: 400,
          code: 'INVALID_FIELD',
          message,
          field,
        });
      }
    }
    expect(failureOf({ email: '' })).toMatchObject({ message: 'username required' });
  });

  it('refuses a language it does not speak', () => {
    for (const language of ['fr', 'RU', 1, '']) {
      expect(failureOf({ ...VALID, language })).toEqual({
        statusCode: 400,
        code: 'INVALID_FIELD',
        message: 'Invalid field',
        field: 'language',
      });
    }
  });
});
