import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@domain/account/account-rules';
import { parseRetryAfter } from '@pwa/lib/http';
import { ERRORS, FIELD_ERROR_MESSAGES } from '@domain/errors/error-catalogue';
import {
  ERROR_CODE_KEYS,
  failureText,
  retryMinutes,
  validationKeyOf,
  type AccountFailure,
} from './account-errors';

const LOCALES = join(import.meta.dirname, '../../../../locales');

function locale(lng: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES, lng, 'account.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** The text at a dotted key, with i18next's plural suffix `_other` as a fallback. */
function textAt(texts: Record<string, unknown>, key: string): unknown {
  const [group, name] = key.split('.');
  const section = texts[group] as Record<string, unknown> | undefined;
  return section?.[name] ?? section?.[`${name}_other`];
}

function failure(overrides: Partial<AccountFailure>): AccountFailure {
  return {
    status: 400,
    statusText: '',
    code: null,
    message: null,
    field: null,
    body: '',
    retryAfterSeconds: null,
    ...overrides,
  };
}

const EN = locale('en');

describe('failureText', () => {
  it.each([
    [ERRORS.userExists, 'Username or e-mail already exists'],
    [ERRORS.usernameConfusable, 'This username is too similar to an existing one. Choose another.'],
    [ERRORS.authorizationFailed, 'Invalid username or password'],
    [ERRORS.activationInvalid, 'Activation code is invalid or expired.'],
    [ERRORS.resetTokenInvalid, 'Invalid or finished token'],
    [ERRORS.sendEmailFailed, 'Failed to send e-mail'],
    [ERRORS.registrationFailed, 'Registration failed'],
    [ERRORS.alreadyActive, 'The account is already active. Sign in.'],
  ])('shows $code in the words users read in English', (error, english) => {
    const text = failureText(failure({ status: error.statusCode, code: error.code }));
    expect(text.key).toBe(ERROR_CODE_KEYS[error.code]);
    expect(textAt(EN, text.key)).toBe(english);
  });

  it('has a message of its own for pending activation and a repeated reset request', () => {
    expect(failureText(failure({ code: 'ACTIVATION_PENDING' })).key).toBe(
      'errors.activationPending',
    );
    expect(failureText(failure({ status: 429, code: 'RESET_ALREADY_SENT' })).key).toBe(
      'errors.resetAlreadySent',
    );
  });

  it('tells how many minutes to wait after too many requests, from Retry-After', () => {
    expect(
      failureText(failure({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 301 })),
    ).toEqual({ key: 'errors.tooManyRequests', values: { count: 6 } });
    expect(
      failureText(failure({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: null })),
    ).toEqual({ key: 'errors.tooManyRequests', values: { count: 1 } });
  });

  it('tells how many minutes are left before another activation e-mail, from Retry-After', () => {
    const text = failureText(
      failure({ status: 429, code: 'ACTIVATION_ALREADY_SENT', retryAfterSeconds: 290 }),
    );
    expect(text).toEqual({ key: 'errors.activationAlreadySent', values: { count: 5 } });
    expect(textAt(EN, text.key)).toBe(
      'An activation e-mail has already been sent. Check your inbox or try again in {{count}} minutes.',
    );
  });

  it('shows a field refused by the server with the rule message translated', () => {
    const text = failureText(
      failure({
        code: 'INVALID_FIELD',
        field: 'email',
        message: VALIDATION_MESSAGES.emailInvalid,
      }),
    );
    expect(text).toEqual({ key: 'validation.emailInvalid' });
    expect(textAt(EN, text.key)).toBe('Enter a valid email address');
    // the server's codes of section 8 for bad fields
    expect(
      failureText(failure({ code: 'INVALID_FIELD', message: FIELD_ERROR_MESSAGES.emailInvalid })),
    ).toEqual({ key: 'validation.emailInvalid' });
    expect(
      failureText(
        failure({ code: 'INVALID_FIELD', message: FIELD_ERROR_MESSAGES.passwordRequired }),
      ),
    ).toEqual({ key: 'validation.passwordRequired' });
    for (const [message, key] of [
      [FIELD_ERROR_MESSAGES.usernameRequired, 'validation.usernameTooShort'],
      [FIELD_ERROR_MESSAGES.emailRequired, 'validation.emailInvalid'],
    ]) {
      expect(failureText(failure({ code: 'INVALID_FIELD', message }))).toEqual({ key });
    }
    // a message the PWA does not know: the general one
    expect(failureText(failure({ code: 'INVALID_FIELD', message: 'Invalid field' })).key).toBe(
      'errors.invalidField',
    );
  });

  it('says a connection is needed when no answer came, else the status’s default text', () => {
    expect(failureText(failure({ status: null })).key).toBe('common:http.network');
    expect(failureText(failure({ status: 500, code: 'INTERNAL_ERROR' })).key).toBe(
      'common:http.status.500',
    );
    expect(failureText(failure({ status: 502, code: null })).key).toBe('common:http.status.502');
    expect(
      failureText(failure({ status: 418, statusText: "I'm a teapot", body: 'short' })),
    ).toEqual({
      key: 'common:http.otherWithBody',
      values: { status: 418, text: "I'm a teapot", body: 'short' },
    });
  });

  it('reads a failed sign-in the same whether the API answers 401 or 404', () => {
    for (const status of [401, 404])
      expect(failureText(failure({ status, code: ERRORS.authorizationFailed.code })).key).toBe(
        'errors.authorizationFailed',
      );
  });
});

describe('the translations of the account pages', () => {
  const keys = [
    ...Object.values(ERROR_CODE_KEYS),
    'errors.unknown',
    ...Object.keys(VALIDATION_MESSAGES).map((key) => `validation.${key}`),
    'validation.passwordRequired',
  ];

  it.each(['ru', 'en', 'zh'])('has every error and validation text in %s', (lng) => {
    const texts = locale(lng);
    for (const key of keys) expect(typeof textAt(texts, key), `${lng} ${key}`).toBe('string');
  });

  it('has the rules’ messages word for word in English', () => {
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES))
      expect(textAt(EN, `validation.${key}`)).toBe(message);
    expect(textAt(EN, 'validation.usernameTooShort')).toBe(
      'Username must be at least 3 characters',
    );
    expect(textAt(EN, 'validation.passwordTooShort')).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('has the Russian plural forms of the minutes to wait', () => {
    const errors = locale('ru').errors as Record<string, string>;
    for (const form of ['one', 'few', 'many', 'other'])
      expect(errors[`tooManyRequests_${form}`]).toContain('{{count}}');
  });
});

describe('validationKeyOf', () => {
  it('finds a rule by its English message', () => {
    expect(validationKeyOf('Passwords do not match')).toBe('passwordsDoNotMatch');
    expect(validationKeyOf('Please enter your username or email')).toBe('loginRequired');
    expect(validationKeyOf('Something else')).toBeNull();
    expect(validationKeyOf(null)).toBeNull();
  });
});

describe('retryMinutes and parseRetryAfter', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(retryMinutes(0)).toBe(1);
    expect(retryMinutes(60)).toBe(1);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(900)).toBe(15);
  });

  it('reads seconds or an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('')).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:02:00 GMT', now)).toBe(120);
  });
});
