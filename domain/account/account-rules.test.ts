import { describe, expect, it } from 'vitest';
import {
  checkApiTokenName,
  ACTIVATION_CODE_TTL_MS,
  RESET_RESEND_INTERVAL_MS,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
  VALIDATION_MESSAGES,
  accountKey,
  checkEmail,
  checkPassword,
  checkPersonName,
  checkUsername,
  isReservedUsernameKey,
  isRole,
  normaliseUsername,
} from './account-rules';

describe('VALIDATION_MESSAGES', () => {
  it('words the limits exactly as the forms show them', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      usernameTooShort: 'Username must be at least 3 characters',
      usernameTooLong: 'Username must be at most 40 characters',
      usernameInvalid: 'Username must not contain control characters or start or end with a space',
      usernameInvisible: 'Username must not contain invisible or formatting characters',
      usernameAt: 'Username must not contain @',
      usernameMarkup: 'Username must not contain < > & " or \'',
      emailInvalid: 'Enter a valid email address',
      emailUnchanged: 'This is your e-mail already',
      passwordTooShort: 'Password must be at least 8 characters',
      passwordTooLong: 'Password must be at most 256 characters',
      passwordsDoNotMatch: 'Passwords do not match',
      loginRequired: 'Please enter your username or email',
      nameInvalid: 'Use Latin letters, spaces and dashes only',
      invalidDate: 'Invalid date',
      birthdayIncomplete: 'Enter at least the month and year, or the day and month',
      tokenNameRequired: 'Enter a name for the token',
      tokenNameTooLong: 'Token name must be at most 60 characters',
      tokenNameInvalid: 'Token name must not contain control characters',
    });
  });

  it('gives codes 48 hours, reset links 1 hour, a resend 5 minutes and sessions 30 days', () => {
    const hour = 3_600_000;
    expect(ACTIVATION_CODE_TTL_MS).toBe(48 * hour);
    expect(RESET_TOKEN_TTL_MS).toBe(hour);
    expect(RESET_RESEND_INTERVAL_MS).toBe(5 * 60_000);
    expect(SESSION_TTL_MS).toBe(30 * 24 * hour);
  });
});

describe('checkUsername', () => {
  it.each([
    ['', 'usernameTooShort'],
    ['ab', 'usernameTooShort'],
    ['abc', null],
    ['Анна', null],
    ['李小龙', null],
    // Two code points, though four UTF-16 units: still too short.
    ['😀😀', 'usernameTooShort'],
    ['a'.repeat(40), null],
    ['a'.repeat(41), 'usernameTooLong'],
    ['😀'.repeat(40), null],
    [' ann', 'usernameInvalid'],
    ['ann ', 'usernameInvalid'],
    ['ann lee', null],
    ['an\u0000n', 'usernameInvalid'],
    ['an\nn', 'usernameInvalid'],
    ['an\tn', 'usernameInvalid'],
    ['an\u007fn', 'usernameInvalid'],
    // C1 controls and line or paragraph separators break lines too.
    ['an\u0085n', 'usernameInvalid'],
    ['an\u2028n', 'usernameInvalid'],
    // After NFKC an ideographic space is a space, so it may not lead either.
    ['\u3000ann', 'usernameInvalid'],
    ['x; drop table app_user; --', null],
  ])('%j -> %s', (username, expected) => {
    expect(checkUsername(username)).toBe(expected);
  });

  it.each([
    ['a trailing zero-width space', 'admin\u200b'],
    ['a zero-width joiner', 'ad\u200dmin'],
    ['a soft hyphen', 'ad\u00admin'],
    ['a right-to-left override', 'ad\u202emin'],
    ['a bidi isolate', '\u2066admin\u2069'],
    ['a left-to-right mark', 'admin\u200e'],
    ['a byte order mark', '\ufeffadmin'],
    ['a variation selector', 'admin\ufe0f'],
    ['an ideographic variation selector', 'admin\u{e0100}'],
    ['a tag character', 'admin\u{e0041}'],
    ['a Hangul filler', 'ad\u3164min'],
    ['a Braille blank', 'ad\u2800min'],
    ['a private-use character', 'ad\ue000min'],
    ['an unpaired surrogate', 'ad\ud800min'],
    ['an Ogham space mark', 'ad\u1680min'],
  ])('refuses %s as invisible', (_, username) => {
    expect(checkUsername(username)).toBe('usernameInvisible');
  });

  it.each([
    ['victim@example.org', 'usernameAt'],
    ['@ann', 'usernameAt'],
    // The full-width commercial at is an @ after NFKC.
    ['ann\uff20home', 'usernameAt'],
    ['<script>', 'usernameMarkup'],
    ['ann&lee', 'usernameMarkup'],
    ['say "hi"', 'usernameMarkup'],
    ["o'neil", 'usernameMarkup'],
    // A full-width less-than sign is one after NFKC.
    ['\uff1cb\uff1e', 'usernameMarkup'],
  ])('refuses %j: %s', (username, expected) => {
    expect(checkUsername(username)).toBe(expected);
  });

  it('checks the NFKC form: its length and characters', () => {
    // U+FDFA is one character that NFKC spells out in 18.
    expect(checkUsername('\ufdfa'.repeat(3))).toBe('usernameTooLong');
    expect(checkUsername('\uff21\uff4e\uff4e')).toBeNull();
  });
});

describe('normaliseUsername', () => {
  it('applies NFKC: full-width letters, ligatures and composed accents become plain', () => {
    expect(normaliseUsername('\uff21\uff4e\uff4e')).toBe('Ann');
    expect(normaliseUsername('\ufb01sh')).toBe('fish');
    expect(normaliseUsername('Jose\u0301')).toBe('Jos\u00e9');
    expect(normaliseUsername('Анна')).toBe('Анна');
  });
});

describe('checkEmail', () => {
  it.each([
    ['ann@example.org', null],
    ['Ann.Lee+go@mail.example.co.uk', null],
    ['анна@пример.рф', null],
    ['', 'emailInvalid'],
    ['ann', 'emailInvalid'],
    ['ann.example.org', 'emailInvalid'],
    ['@example.org', 'emailInvalid'],
    ['ann@', 'emailInvalid'],
    ['ann@example', 'emailInvalid'],
    ['ann@example.', 'emailInvalid'],
    ['ann@.org', 'emailInvalid'],
    ['ann@example..org', 'emailInvalid'],
    ['ann@@example.org', 'emailInvalid'],
    ['ann@home@example.org', 'emailInvalid'],
    ['ann lee@example.org', 'emailInvalid'],
    ['ann@exa mple.org', 'emailInvalid'],
    [' ann@example.org', 'emailInvalid'],
    ['ann@example.org ', 'emailInvalid'],
    ['ann@example.org\n', 'emailInvalid'],
  ])('%j -> %s', (email, expected) => {
    expect(checkEmail(email)).toBe(expected);
  });

  it('accepts 254 characters and refuses 255', () => {
    const domain = '@example.org';
    expect(checkEmail('a'.repeat(254 - domain.length) + domain)).toBeNull();
    expect(checkEmail('a'.repeat(255 - domain.length) + domain)).toBe('emailInvalid');
  });
});

describe('checkPassword', () => {
  it.each([
    ['', 'passwordTooShort'],
    ['1234567', 'passwordTooShort'],
    ['12345678', null],
    ['        ', null],
    ['пароль12', null],
    ['😀'.repeat(7), 'passwordTooShort'],
    ['😀'.repeat(8), null],
    ['p'.repeat(256), null],
    ['p'.repeat(257), 'passwordTooLong'],
  ])('%j -> %s', (password, expected) => {
    expect(checkPassword(password)).toBe(expected);
  });
});

describe('checkPersonName', () => {
  it.each([
    ['', null],
    ['Ann', null],
    ['Mary Ann', null],
    ['Jean-Luc', null],
    ['Anne - Marie', null],
    ['a'.repeat(60), null],
    ['a'.repeat(61), 'nameInvalid'],
    [' Ann', 'nameInvalid'],
    ['Ann ', 'nameInvalid'],
    ['-Ann', 'nameInvalid'],
    ['Ann-', 'nameInvalid'],
    ['Анна', 'nameInvalid'],
    ["O'Brien", 'nameInvalid'],
    ['Ann2', 'nameInvalid'],
    ['Ann.', 'nameInvalid'],
    ['Élise', 'nameInvalid'],
  ])('%j -> %s', (name, expected) => {
    expect(checkPersonName(name)).toBe(expected);
  });
});

describe('accountKey', () => {
  it('makes usernames and e-mails differing in letter case or outer spaces one key', () => {
    expect(accountKey('Ann')).toBe('ann');
    expect(accountKey('  ANN@Example.ORG ')).toBe('ann@example.org');
    expect(accountKey('АННА')).toBe('анна');
  });

  it('treats composed and decomposed letters as one', () => {
    expect(accountKey('Jose\u0301')).toBe(accountKey('Jos\u00e9'));
  });
});

describe('isRole', () => {
  it('knows user and admin only', () => {
    expect(isRole('user')).toBe(true);
    expect(isRole('admin')).toBe(true);
    expect(isRole('Admin')).toBe(false);
    expect(isRole('root')).toBe(false);
    expect(isRole(1)).toBe(false);
    expect(isRole(null)).toBe(false);
  });
});

describe('isReservedUsernameKey', () => {
  it('reserves only the deleted-<id> names of deleted accounts', () => {
    expect(isReservedUsernameKey('deleted-7')).toBe(true);
    expect(isReservedUsernameKey('deleted-')).toBe(false);
    expect(isReservedUsernameKey('deleted-x1')).toBe(false);
    expect(isReservedUsernameKey('undeleted-7')).toBe(false);
    expect(isReservedUsernameKey('bot-modern')).toBe(true);
    expect(isReservedUsernameKey('bot-pre-ai')).toBe(true);
    expect(isReservedUsernameKey('bot-modernist')).toBe(false);
  });
});

describe('checkApiTokenName', () => {
  it.each([
    ['', 'tokenNameRequired'],
    ['  \t ', 'tokenNameRequired'],
    ['я'.repeat(61), 'tokenNameTooLong'],
    ['backup\nscript', 'tokenNameInvalid'],
    ['bell\u0007', 'tokenNameInvalid'],
  ])('refuses %j: %s', (name, key) => {
    expect(checkApiTokenName(name)).toBe(key);
  });

  it.each(['x', ' results uploader ', 'я'.repeat(60), '🙂 bot'])('takes %j', (name) => {
    expect(checkApiTokenName(name)).toBeNull();
  });
});
