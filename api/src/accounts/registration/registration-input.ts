import {
  LANGUAGES,
  VALIDATION_MESSAGES,
  checkEmail,
  checkPassword,
  checkUsername,
  type AccountLanguage,
  type ValidationMessageKey,
} from '@domain/account';
import type { RegisterRequest } from '@sync/api/account';
import { ApiError } from '../../common/errors/api-error';
import { languageOfAcceptLanguage } from './accept-language';

export type Registration = Required<RegisterRequest>;

/**
 * The checked sign-up form, the language resolved (the form's, else Accept-Language, else ru).
 * The first bad field answers 400 INVALID_FIELD with the rule's message and the field's name;
 * a missing or non-string field counts as empty.
 */
export function parseRegistration(
  body: Partial<Record<keyof RegisterRequest, unknown>>,
  acceptLanguage: string | undefined,
): Registration {
  const username = textOf(body.username);
  const email = textOf(body.email);
  const password = textOf(body.password);
  reject('username', checkUsername(username));
  reject('email', checkEmail(email));
  reject('password', checkPassword(password));
  return { username, email, password, language: languageOf(body.language, acceptLanguage) };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function reject(field: keyof RegisterRequest, problem: ValidationMessageKey | null): void {
  if (problem !== null) {
    throw new ApiError('invalidField', { message: VALIDATION_MESSAGES[problem], field });
  }
}

function languageOf(value: unknown, acceptLanguage: string | undefined): AccountLanguage {
  if (value === undefined || value === null)
    return languageOfAcceptLanguage(acceptLanguage) ?? 'ru';
  if (typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)) {
    return value as AccountLanguage;
  }
  throw new ApiError('invalidField', { field: 'language' });
}
