import { VALIDATION_MESSAGES, type ValidationMessageKey } from '@domain/account/account-rules';
import { ERRORS, FIELD_ERROR_MESSAGES } from '@domain/errors/error-catalogue';
import {
  httpFailureText,
  type FailureText as HttpFailureText,
  type HttpFailure,
} from '@pwa/lib/http';

/** What an account request failed with: the API's answer read by the one reader, or no answer. */
export type AccountFailure = HttpFailure;

/** A text of the 'account' namespace (or another, named in the key) and its values. */
export type FailureText = HttpFailureText;

/** API error codes (domain/errors/error-catalogue.ts) and the key of their message in account.json. */
export const ERROR_CODE_KEYS: Readonly<Record<string, string>> = {
  [ERRORS.userExists.code]: 'errors.userExists',
  [ERRORS.usernameConfusable.code]: 'errors.usernameConfusable',
  [ERRORS.authorizationFailed.code]: 'errors.authorizationFailed',
  [ERRORS.activationPending.code]: 'errors.activationPending',
  [ERRORS.activationInvalid.code]: 'errors.activationInvalid',
  [ERRORS.resetTokenInvalid.code]: 'errors.resetTokenInvalid',
  [ERRORS.resetAlreadySent.code]: 'errors.resetAlreadySent',
  [ERRORS.activationAlreadySent.code]: 'errors.activationAlreadySent',
  [ERRORS.alreadyActive.code]: 'errors.alreadyActive',
  [ERRORS.emailLinkInvalid.code]: 'errors.emailLinkInvalid',
  [ERRORS.tooManyRequests.code]: 'errors.tooManyRequests',
  [ERRORS.sendEmailFailed.code]: 'errors.sendEmailFailed',
  [ERRORS.registrationFailed.code]: 'errors.registrationFailed',
  [ERRORS.originRejected.code]: 'errors.originRejected',
  [ERRORS.unauthorized.code]: 'errors.unauthorized',
  [ERRORS.invalidToken.code]: 'errors.unauthorized',
  [ERRORS.invalidField.code]: 'errors.invalidField',
};

/** Refusals whose message says how many minutes to wait (from Retry-After). */
const WAIT_CODES: ReadonlySet<string> = new Set([
  ERRORS.tooManyRequests.code,
  ERRORS.activationAlreadySent.code,
]);

/** The server's codes for bad fields (the message of INVALID_FIELD) and the form's rule texts. */
const FIELD_CODE_KEYS: Readonly<Record<string, string>> = {
  [FIELD_ERROR_MESSAGES.emailInvalid]: 'validation.emailInvalid',
  [FIELD_ERROR_MESSAGES.passwordRequired]: 'validation.passwordRequired',
  // what the sign-up form itself says about an empty username or e-mail
  [FIELD_ERROR_MESSAGES.usernameRequired]: 'validation.usernameTooShort',
  [FIELD_ERROR_MESSAGES.emailRequired]: 'validation.emailInvalid',
};

export const UNKNOWN_FAILURE_KEY = 'errors.unknown';

const SECONDS_PER_MINUTE = 60;

/** The key of a domain/account rule's message, found by its English text; null for others. */
export function validationKeyOf(message: string | null): ValidationMessageKey | null {
  if (message === null) return null;
  const entry = Object.entries(VALIDATION_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as ValidationMessageKey) : null;
}

/** Whole minutes to wait, at least one, from a Retry-After in seconds (one when unknown). */
export function retryMinutes(retryAfterSeconds: number | null): number {
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds)) return 1;
  return Math.max(1, Math.ceil(retryAfterSeconds / SECONDS_PER_MINUTE));
}

/** The translated text (its key and values) to show for a failed account request. */
export function failureText(failure: AccountFailure): FailureText {
  if (failure.status === null) return httpFailureText(failure);
  if (failure.code === ERRORS.invalidField.code) {
    const rule = validationKeyOf(failure.message);
    if (rule) return { key: `validation.${rule}` };
    const fieldKey = failure.message === null ? undefined : FIELD_CODE_KEYS[failure.message];
    if (fieldKey) return { key: fieldKey };
  }
  const key = failure.code === null ? undefined : ERROR_CODE_KEYS[failure.code];
  if (key && WAIT_CODES.has(failure.code ?? '')) {
    return { key, values: { count: retryMinutes(failure.retryAfterSeconds) } };
  }
  // no text of its own: the status's default text, or the generic error
  return key ? { key } : httpFailureText(failure);
}
