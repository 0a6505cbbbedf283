import {
  LANGUAGES,
  VALIDATION_MESSAGES,
  checkEmail,
  checkPassword,
  checkUsername,
  normaliseUsername,
  type AccountLanguage,
  type ValidationMessageKey,
} from '@domain/account';
import { FIELD_ERROR_MESSAGES } from '@domain/errors/error-catalogue';
import type { RegisterRequest } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { languageOfAcceptLanguage } from './accept-language';

export type Registration = Required<RegisterRequest>;

type TextField = 'username' | 'email' | 'password';

/** The spec's server codes: a field left out (or not text, or empty), an e-mail of bad form. */
const REQUIRED_MESSAGES: Record<TextField, string> = {
  username: FIELD_ERROR_MESSAGES.usernameRequired,
  email: FIELD_ERROR_MESSAGES.emailRequired,
  password: FIELD_ERROR_MESSAGES.passwordRequired,
};
const RULE_MESSAGES: Partial<Record<ValidationMessageKey, string>> = {
  emailInvalid: FIELD_ERROR_MESSAGES.emailInvalid,
};

/**
 * The checked sign-up form, the username in its NFKC form, the language resolved (the form's,
 * else Accept-Language, else ru).
 * The first bad field answers 400 INVALID_FIELD with its message and the field's name: 'username
 * required' (and so on) when it is missing, not text or empty, 'email format is invalid', else
 * the rule's own message.
 */
export function parseRegistration(
  body: Partial<Record<keyof RegisterRequest, unknown>>,
  acceptLanguage: string | undefined,
): Registration {
  const username = normaliseUsername(checked('username', body.username, checkUsername));
  const email = checked('email', body.email, checkEmail);
  const password = checked('password', body.password, checkPassword);
  return { username, email, password, language: languageOf(body.language, acceptLanguage) };
}

function checked(
  field: TextField,
  value: unknown,
  check: (text: string) => ValidationMessageKey | null,
): string {
  if (typeof value !== 'string' || value === '') {
    throw new ApiError('invalidField', { message: REQUIRED_MESSAGES[field], field });
  }
  const problem = check(value);
  if (problem !== null) {
    const message = RULE_MESSAGES[problem] ?? VALIDATION_MESSAGES[problem];
    throw new ApiError('invalidField', { message, field });
  }
  return value;
}

function languageOf(value: unknown, acceptLanguage: string | undefined): AccountLanguage {
  if (value === undefined || value === null)
    return languageOfAcceptLanguage(acceptLanguage) ?? 'ru';
  if (typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)) {
    return value as AccountLanguage;
  }
  throw new ApiError('invalidField', { field: 'language' });
}
