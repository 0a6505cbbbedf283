import { ERRORS } from '@domain/errors/error-catalogue';

/** Codes the exception filter gives to statuses raised outside the catalogue. */
const FILTER_CODES: Record<string, number> = { METHOD_NOT_ALLOWED: 405, TOO_MANY_REQUESTS: 429 };

/**
 * Codes whose message is the specific rule that refused (a field's rule, a game's reason, an
 * SGF file's problem) in place of the catalogue's general text.
 */
const CODES_WITH_SPECIFIC_MESSAGES = new Set([
  'BAD_PARAMETERS',
  'INVALID_FIELD',
  'ILLEGAL_ACTION',
  'UNSUPPORTED_COMBINATION',
  'BOT_UNAVAILABLE',
  'BROADCAST_REFUSED',
  'PLAYERS_MERGE_CONFLICT',
  'INVALID_PLAYER_NAME',
  'SGF_INVALID',
  'SGF_FILE_REFUSED',
  'SGF_TOO_MANY_FILES',
  'IMPORT_UNREADABLE',
  'IMPORT_WRONG_TYPE',
]);

const CATALOGUE = new Map<string, { statusCode: number; message: string }>(
  Object.values(ERRORS).map((entry) => [entry.code, entry]),
);

/** Text that must never reach a client: a stack trace, a source path, a driver's or SQL's words. */
export const INTERNALS =
  /\n\s+at \S|node_modules|\.[jt]s:\d+|SQLITE_|DriverException|QueryFailed|syntax error|violates|\bselect\b[^"]*\bfrom\b|\binsert into\b|\bupdate\b \S+ \bset\b|invalid byte sequence/i;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** What is wrong with an answer to a hostile request; null when it is a proper answer. */
export function problemOf(answer: Answer): string | null {
  const { status, text } = answer;
  if (status >= 500) return `answered ${status}: ${text.slice(0, 200)}`;
  if (INTERNALS.test(text)) return `the body shows internals: ${text.slice(0, 300)}`;
  if (status < 400) return null;
  // Node's HTTP parser refuses an over-long URL or headers itself, without a body.
  if ((status === 414 || status === 431) && text === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const { statusCode, code, message } = (body ?? {}) as Record<string, unknown>;
  if (
    statusCode !== status ||
    typeof code !== 'string' ||
    typeof message !== 'string' ||
    !message
  ) {
    return `answered ${status} without { statusCode, code, message }: ${text.slice(0, 200)}`;
  }
  const entry = CATALOGUE.get(code);
  const expectedStatus = entry?.statusCode ?? FILTER_CODES[code];
  if (expectedStatus === undefined) return `answered a code not in the catalogue: ${code}`;
  if (expectedStatus !== status) return `answered ${code} with ${status}, not ${expectedStatus}`;
  // The catalogue's text, which may go on with the limit or the reason ('...: at most 5').
  const catalogueText = message === entry?.message || message.startsWith(`${entry?.message}`);
  if (entry && !catalogueText && !CODES_WITH_SPECIFIC_MESSAGES.has(code)) {
    return `answered ${code} with '${message}', not the catalogue's '${entry.message}'`;
  }
  if (status === 429 && !answer.headers.get('retry-after'))
    return 'answered 429 without Retry-After';
  return null;
}
