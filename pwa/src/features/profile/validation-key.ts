import { ERRORS, FIELD_ERROR_MESSAGES } from '@domain/errors/error-catalogue';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '@domain/account';
import type { ApiFailure } from './profile-api';

const KEYS = Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[];

/** The rule an API validation answer quotes (400 with a rule's message, or INVALID_DATE). */
export function validationKeyOf(failure: ApiFailure): ValidationMessageKey | null {
  if (failure.status !== 400) return null;
  if (failure.code === ERRORS.invalidDate.code) return 'invalidDate';
  // the spec's server code for an address of bad form
  if (failure.apiMessage === FIELD_ERROR_MESSAGES.emailInvalid) return 'emailInvalid';
  return KEYS.find((key) => VALIDATION_MESSAGES[key] === failure.apiMessage) ?? null;
}

/** The form field an API answer is about: 'FirstName' → 'firstName'; dates → 'birthday'. */
export function fieldOf(failure: ApiFailure, key: ValidationMessageKey | null): string | null {
  if (key === 'invalidDate' || key === 'birthdayIncomplete') return 'birthday';
  if (!failure.field) return null;
  return failure.field.charAt(0).toLowerCase() + failure.field.slice(1);
}
