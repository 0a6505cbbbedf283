import {
  checkBirthday,
  checkPersonName,
  LANGUAGES,
  THEMES,
  VALIDATION_MESSAGES,
  type AccountLanguage,
  type AccountTheme,
} from '@domain/account';
import type { Birthday } from '@domain/account/birthday';
import type { UserInfoPatch } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';

const NAME_FIELDS = ['FirstName', 'LastName', 'MiddleName'] as const;
const PATCH_FIELDS = [...NAME_FIELDS, 'Birthday', 'LocationID', 'Theme', 'Language'] as const;
const BIRTHDAY_PARTS = ['day', 'month', 'year'] as const;

/**
 * Checks a PATCH /user/info body completely before anything is written: unknown keys and wrong
 * types answer 400 BAD_PARAMETERS, a value that breaks a rule 400 INVALID_FIELD (or INVALID_DATE)
 * with the rule's message and the field. Whether LocationID names a location is checked later.
 */
export function parseUserInfoPatch(body: unknown): UserInfoPatch {
  if (!isPlainObject(body)) throw new ApiError('badParameters');
  if (Object.keys(body).some((key) => !(PATCH_FIELDS as readonly string[]).includes(key))) {
    throw new ApiError('badParameters');
  }
  const patch: UserInfoPatch = {};
  for (const field of NAME_FIELDS) {
    if (body[field] !== undefined) patch[field] = personName(field, body[field]);
  }
  if (body.Birthday !== undefined) patch.Birthday = birthday(body.Birthday);
  if (body.LocationID !== undefined) patch.LocationID = locationId(body.LocationID);
  if (body.Theme !== undefined) patch.Theme = oneOf<AccountTheme>('Theme', body.Theme, THEMES);
  if (body.Language !== undefined) {
    patch.Language = oneOf<AccountLanguage>('Language', body.Language, LANGUAGES);
  }
  return patch;
}

function personName(field: string, value: unknown): string {
  if (typeof value !== 'string') throw new ApiError('badParameters');
  const problem = checkPersonName(value);
  if (problem) throw new ApiError('invalidField', { message: VALIDATION_MESSAGES[problem], field });
  return value;
}

function birthday(value: unknown): Birthday {
  if (value === null) return { day: null, month: null, year: null };
  if (!isPlainObject(value)) throw new ApiError('badParameters');
  if (Object.keys(value).some((key) => !(BIRTHDAY_PARTS as readonly string[]).includes(key))) {
    throw new ApiError('badParameters');
  }
  const [day, month, year] = BIRTHDAY_PARTS.map((part) => {
    const number = value[part] ?? null;
    if (number !== null && (typeof number !== 'number' || !Number.isFinite(number))) {
      throw new ApiError('badParameters');
    }
    return number;
  });
  const result: Birthday = { day, month, year };
  const problem = checkBirthday(result);
  if (problem === 'invalidDate') throw new ApiError('invalidDate', { field: 'Birthday' });
  if (problem) {
    throw new ApiError('invalidField', {
      message: VALIDATION_MESSAGES[problem],
      field: 'Birthday',
    });
  }
  return result;
}

function locationId(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 2_147_483_647) {
    throw new ApiError('invalidField', { field: 'LocationID' });
  }
  return value;
}

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new ApiError('invalidField', { field });
  }
  return value as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
