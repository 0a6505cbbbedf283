/**
 * Rules for accounts shared by the API and the PWA: the limits a form checks before sending and
 * the server checks again, with the exact messages users see (English; the PWA translates them).
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes anything, but a megabyte "password" is an attack on the CPU, not a password. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const PERSON_NAME_MAX_LENGTH = 60;
export const API_TOKEN_NAME_MAX_LENGTH = 60;

export const ROLES = ['user', 'admin', 'broadcaster'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['ru', 'en', 'zh'] as const;
export type AccountLanguage = (typeof LANGUAGES)[number];

export const THEMES = ['light', 'dark', 'auto'] as const;
export type AccountTheme = (typeof THEMES)[number];

export const HOUR_MS = 60 * 60 * 1000;
export const ACTIVATION_CODE_TTL_MS = 48 * HOUR_MS;
export const RESET_TOKEN_TTL_MS = HOUR_MS;
/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * HOUR_MS;
/** A second reset e-mail for the same login within this time is refused as 'already sent'. */
export const RESET_RESEND_INTERVAL_MS = 5 * 60 * 1000;
/** A new activation e-mail for the same account within this time is refused as 'already sent'. */
export const ACTIVATION_RESEND_INTERVAL_MS = 5 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * HOUR_MS;

export const VALIDATION_MESSAGES = {
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameInvalid: 'Username must not contain control characters or start or end with a space',
  usernameInvisible: 'Username must not contain invisible or formatting characters',
  usernameAt: 'Username must not contain @',
  usernameMarkup: 'Username must not contain < > & " or \'',
  emailInvalid: 'Enter a valid email address',
  emailUnchanged: 'This is your e-mail already',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  loginRequired: 'Please enter your username or email',
  nameInvalid: 'Use Latin letters, spaces and dashes only',
  invalidDate: 'Invalid date',
  birthdayIncomplete: 'Enter at least the month and year, or the day and month',
  tokenNameRequired: 'Enter a name for the token',
  tokenNameTooLong: `Token name must be at most ${API_TOKEN_NAME_MAX_LENGTH} characters`,
  tokenNameInvalid: 'Token name must not contain control characters',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Line breaks, tabs and other control characters have no place in a name (they forge lines). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Controls of both ranges (C0, DEL, C1) and the line and paragraph separators. */
const USERNAME_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * Characters that show nothing or change how their neighbours show: format characters (zero
 * width spaces and joiners, bidi controls, the soft hyphen, tags), every default-ignorable code
 * point (variation selectors, Hangul fillers), private-use, unassigned and unpaired surrogate code
 * points, the Braille blank, and any whitespace but the plain space (NFKC turns most into it).
 */
const USERNAME_INVISIBLE =
  /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Co}\p{Cn}\p{Cs}\u2800]|(?! )\s/u;

/** What HTML reads as markup: never worth the risk in a name shown everywhere. */
const USERNAME_MARKUP = /[<>&"']/;

/**
 * The form a username is stored and compared in: NFKC, so full-width letters, ligatures and
 * other compatibility variants become the plain characters they stand for.
 */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC');
}

/**
 * null when the username (checked in its NFKC form) is acceptable, else the key of the message
 * to show. No `@`: a login with one is an e-mail, so a username must never look like someone's.
 */
export function checkUsername(username: string): ValidationMessageKey | null {
  const name = normaliseUsername(username);
  if ([...name].length < USERNAME_MIN_LENGTH) return 'usernameTooShort';
  if ([...name].length > USERNAME_MAX_LENGTH) return 'usernameTooLong';
  if (USERNAME_CONTROLS.test(name)) return 'usernameInvalid';
  if (USERNAME_INVISIBLE.test(name)) return 'usernameInvisible';
  if (name.trim() !== name) return 'usernameInvalid';
  if (name.includes('@')) return 'usernameAt';
  if (USERNAME_MARKUP.test(name)) return 'usernameMarkup';
  return null;
}

/** One @, a non-empty local part, a dotted domain without spaces; at most 254 characters. */
export function checkEmail(email: string): ValidationMessageKey | null {
  if (email.length > EMAIL_MAX_LENGTH) return 'emailInvalid';
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? null : 'emailInvalid';
}

export function checkPassword(password: string): ValidationMessageKey | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

/** First, last and middle names: Latin letters, spaces and dashes (empty clears the field). */
export function checkPersonName(name: string): ValidationMessageKey | null {
  if (name === '') return null;
  if (name.length > PERSON_NAME_MAX_LENGTH) return 'nameInvalid';
  return /^[A-Za-z]+(?:[ -]+[A-Za-z]+)*$/.test(name) ? null : 'nameInvalid';
}

/** The same key for usernames and e-mails differing only in letter case. */
export function accountKey(usernameOrEmail: string): string {
  return usernameOrEmail.trim().normalize('NFC').toLowerCase();
}

/** The accounts the bots of online play use (made when first challenged). */
export const BOT_USERNAMES = ['bot-modern', 'bot-pre-ai'] as const;

/**
 * `deleted-<id>` names the rows of deleted accounts, and the bots have theirs: nobody may
 * register or take one.
 */
export function isReservedUsernameKey(key: string): boolean {
  return /^deleted-\d+$/.test(key) || (BOT_USERNAMES as readonly string[]).includes(key);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** null when the API token's name (trimmed) is acceptable, else the key of the message to show. */
export function checkApiTokenName(name: string): ValidationMessageKey | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'tokenNameRequired';
  if ([...trimmed].length > API_TOKEN_NAME_MAX_LENGTH) return 'tokenNameTooLong';
  if (hasControlCharacters(trimmed)) return 'tokenNameInvalid';
  return null;
}
