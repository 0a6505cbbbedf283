import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  validateNewPassword,
  validateResetRequest,
  validateSignIn,
  validateSignUp,
} from './form-validation';

const GOOD_SIGN_UP = {
  username: 'go-player',
  email: 'player@example.org',
  password: 'correct horse',
  repeat: 'correct horse',
};

describe('validateSignUp', () => {
  it('accepts a good form', () => {
    expect(validateSignUp(GOOD_SIGN_UP)).toEqual({});
    expect(hasErrors(validateSignUp(GOOD_SIGN_UP))).toBe(false);
  });

  it('reports the first problem of every field', () => {
    expect(
      validateSignUp({ username: 'ab', email: 'not-an-email', password: 'short', repeat: 'other' }),
    ).toEqual({
      username: 'usernameTooShort',
      email: 'emailInvalid',
      password: 'passwordTooShort',
      repeat: 'passwordsDoNotMatch',
    });
  });

  it('counts characters, not UTF-16 units, and checks the limits exactly', () => {
    expect(validateSignUp({ ...GOOD_SIGN_UP, username: 'абв' }).username).toBeUndefined();
    expect(validateSignUp({ ...GOOD_SIGN_UP, username: '🙂🙂' }).username).toBe('usernameTooShort');
    const seven = { ...GOOD_SIGN_UP, password: '1234567', repeat: '1234567' };
    expect(validateSignUp(seven).password).toBe('passwordTooShort');
    const eight = { ...GOOD_SIGN_UP, password: '12345678', repeat: '12345678' };
    expect(validateSignUp(eight)).toEqual({});
  });

  it('refuses an @, invisible characters and markup in a username with the rules’ keys', () => {
    const username = (name: string) => validateSignUp({ ...GOOD_SIGN_UP, username: name }).username;
    expect(username('player@example.org')).toBe('usernameAt');
    expect(username('go-player\u200b')).toBe('usernameInvisible');
    expect(username('<go-player>')).toBe('usernameMarkup');
  });

  it('accepts an e-mail with spaces around it (they are not sent) but not a username', () => {
    expect(validateSignUp({ ...GOOD_SIGN_UP, email: ' player@example.org ' })).toEqual({});
    expect(validateSignUp({ ...GOOD_SIGN_UP, username: ' go-player' }).username).toBe(
      'usernameInvalid',
    );
  });
});

describe('validateSignIn', () => {
  it('asks for the login and the password', () => {
    expect(validateSignIn({ login: '  ', password: '' })).toEqual({
      login: 'loginRequired',
      password: 'passwordRequired',
    });
    // No length rule at sign-in: the server decides.
    expect(validateSignIn({ login: 'ab', password: 'x' })).toEqual({});
  });
});

describe('validateResetRequest', () => {
  it('asks for a username or e-mail', () => {
    expect(validateResetRequest({ login: '' })).toEqual({ login: 'loginRequired' });
    expect(validateResetRequest({ login: 'player@example.org' })).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it('checks the length and that both entries match', () => {
    expect(validateNewPassword({ password: 'short', repeat: 'short' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(validateNewPassword({ password: 'long enough', repeat: 'long enougH' })).toEqual({
      repeat: 'passwordsDoNotMatch',
    });
    expect(validateNewPassword({ password: 'long enough', repeat: 'long enough' })).toEqual({});
  });
});
