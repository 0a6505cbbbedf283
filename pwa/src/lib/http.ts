import ky, { HTTPError } from 'ky';
import { isKnownHttpStatus } from '@domain/errors/http-status-texts';

/** localStorage key of an API token the user configured (issue 5: POST /authorize, bearer). */
export const API_TOKEN_KEY = 'apiToken';

/** The configured API token, or null (none, blank, or storage blocked). */
export function configuredApiToken(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    const token = storage?.getItem(API_TOKEN_KEY)?.trim();
    return token ? token : null;
  } catch {
    return null;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The one HTTP client of the PWA: every API call goes through it (docs/architecture.md). */
export const http = ky.create({
  prefixUrl: '/api/v1',
  // the session cookie goes along even when the API is served from another origin
  credentials: 'include',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        // Authorization only when a token is configured; the session cookie does the rest.
        const token = configuredApiToken(localStorageOrNull());
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

/** How much of an answer's body an error keeps (a proxy's error page can be long). */
const BODY_LIMIT = 300;

/** An API call that failed, read once here for every part of the app. */
export interface HttpFailure {
  /** null: no answer at all (no network, a timeout, a refused connection) */
  status: number | null;
  /** the status line's reason phrase; empty over HTTP/2 */
  statusText: string;
  /** the API's error code (domain/errors/error-catalogue.ts), when its body has one */
  code: string | null;
  /** the API's (English) message, when its body has one */
  message: string | null;
  /** the form field an INVALID_FIELD is about */
  field: string | null;
  /** the body as text, cut to BODY_LIMIT characters */
  body: string;
  /** the Retry-After header (429, 503) in seconds */
  retryAfterSeconds: number | null;
}

/** The failure of a call that got no answer. */
export function noAnswer(): HttpFailure {
  return {
    status: null,
    statusText: '',
    code: null,
    message: null,
    field: null,
    body: '',
    retryAfterSeconds: null,
  };
}

/** Reads a Retry-After header (seconds or an HTTP date) as seconds from `now`; null if absent. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now) / 1000));
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** An answer that is not OK, read without consuming it: status, the API's error body, Retry-After. */
export async function readFailedResponse(response: Response): Promise<HttpFailure> {
  const body = await response
    .clone()
    .text()
    .catch(() => '');
  const json = jsonObject(body);
  const text = (key: string): string | null => {
    const value = json?.[key];
    return typeof value === 'string' ? value : null;
  };
  return {
    status: response.status,
    statusText: response.statusText,
    code: text('code'),
    message: text('message'),
    field: text('field'),
    body: body.slice(0, BODY_LIMIT),
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
  };
}

/** What went wrong with a call through `http`: the API's answer, or no answer at all. */
export async function readHttpFailure(error: unknown): Promise<HttpFailure> {
  return error instanceof HTTPError ? readFailedResponse(error.response) : noAnswer();
}

/** A translated text: its key (with its namespace) and values. */
export interface FailureText {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The default text of a failure (common.json `http`): the network error when nothing answered,
 * the status's own text for the statuses of domain/errors/http-status-texts.ts, else the generic
 * error with the status, its text and the body.
 */
export function httpFailureText(
  failure: Pick<HttpFailure, 'status' | 'statusText' | 'body'>,
): FailureText {
  if (failure.status === null) return { key: 'common:http.network' };
  if (isKnownHttpStatus(failure.status)) return { key: `common:http.status.${failure.status}` };
  const body = failure.body.trim();
  return {
    key: body ? 'common:http.otherWithBody' : 'common:http.other',
    values: { status: failure.status, text: failure.statusText, body },
  };
}
