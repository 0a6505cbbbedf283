import { VALIDATION_MESSAGES, type ValidationMessageKey } from '@domain/account/account-rules';

/** What an account request failed with, read from the API's error body (or no answer at all). */
export interface AccountFailure {
  /** null: no answer (network failure, timeout) */
  status: number | null;
  code: string | null;
  /** the API's (English) message; for INVALID_FIELD a rule's message from domain/account */
  message: string | null;
  /** the form field an INVALID_FIELD is about */
  field: string | null;
  /** the Retry-After header of a 429, in seconds */
  retryAfterSeconds: number | null;
}

/** A text of the 'account' namespace and its values. */
export interface FailureText {
  key: string;
  values?: Record<string, string | number>;
}

/** API error codes and the key of their translated message in account.json. */
export const ERROR_CODE_KEYS: Readonly<Record<string, string>> = {
  USER_EXISTS: 'errors.userExists',
  AUTHORIZATION_FAILED: 'errors.authorizationFailed',
  ACTIVATION_PENDING: 'errors.activationPending',
  ACTIVATION_INVALID: 'errors.activationInvalid',
  RESET_TOKEN_INVALID: 'errors.resetTokenInvalid',
  RESET_ALREADY_SENT: 'errors.resetAlreadySent',
  ACTIVATION_ALREADY_SENT: 'errors.activationAlreadySent',
  ALREADY_ACTIVE: 'errors.alreadyActive',
  EMAIL_LINK_INVALID: 'errors.emailLinkInvalid',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  SEND_EMAIL_FAILED: 'errors.sendEmailFailed',
  REGISTRATION_FAILED: 'errors.registrationFailed',
  ORIGIN_REJECTED: 'errors.originRejected',
  UNAUTHORIZED: 'errors.unauthorized',
  INVALID_FIELD: 'errors.invalidField',
};

/** Refusals whose message says how many minutes to wait (from Retry-After). */
const WAIT_CODES: ReadonlySet<string> = new Set(['TOO_MANY_REQUESTS', 'ACTIVATION_ALREADY_SENT']);

export const NETWORK_FAILURE_KEY = 'errors.network';
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
  if (failure.status === null) return { key: NETWORK_FAILURE_KEY };
  if (failure.code === 'INVALID_FIELD') {
    const rule = validationKeyOf(failure.message);
    if (rule) return { key: `validation.${rule}` };
  }
  const key = failure.code === null ? undefined : ERROR_CODE_KEYS[failure.code];
  if (key && WAIT_CODES.has(failure.code ?? '')) {
    return { key, values: { count: retryMinutes(failure.retryAfterSeconds) } };
  }
  return { key: key ?? UNKNOWN_FAILURE_KEY };
}

/** Reads a Retry-After header (seconds or an HTTP date) as seconds from `now`; null if absent. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now) / 1000));
}
