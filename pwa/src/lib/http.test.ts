import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTTPError, type NormalizedOptions } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP_STATUS_TEXTS } from '@domain/errors/http-status-texts';
import {
  API_TOKEN_KEY,
  configuredApiToken,
  http,
  httpFailureText,
  parseRetryAfter,
  readHttpFailure,
} from './http';

function storage(values: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null };
}

/** Sends a request through the PWA's client to a fake network; resolves with what was sent. */
async function sentRequest(): Promise<Request> {
  let seen: Request | null = null;
  await http.get('user', {
    prefixUrl: 'http://localhost/api/v1',
    fetch: (input: RequestInfo | URL) => {
      seen = input as Request;
      return Promise.resolve(new Response('{}', { status: 200 }));
    },
  });
  if (!seen) throw new Error('nothing was sent');
  return seen;
}

const sentHeaders = async (): Promise<Headers> => (await sentRequest()).headers;

function httpError(response: Response): HTTPError {
  const request = new Request('http://localhost/api/v1/login', { method: 'POST' });
  return new HTTPError(response, request, {} as NormalizedOptions);
}

const LOCALES = join(import.meta.dirname, '../../../locales');

function httpTexts(lng: string): { status: Record<string, string> } & Record<string, unknown> {
  const common = JSON.parse(readFileSync(join(LOCALES, lng, 'common.json'), 'utf8')) as {
    http: { status: Record<string, string> } & Record<string, unknown>;
  };
  return common.http;
}

describe('configuredApiToken', () => {
  it('is the token stored under apiToken, or null', () => {
    expect(configuredApiToken(storage({ [API_TOKEN_KEY]: 'abc123' }))).toBe('abc123');
    expect(configuredApiToken(storage({ [API_TOKEN_KEY]: '  ' }))).toBeNull();
    expect(configuredApiToken(storage({}))).toBeNull();
    expect(configuredApiToken(null)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(configuredApiToken(blocked)).toBeNull();
  });
});

describe('the http client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends Authorization: Bearer only when a token is configured', async () => {
    vi.stubGlobal('window', { localStorage: storage({}) });
    expect((await sentHeaders()).has('Authorization')).toBe(false);

    vi.stubGlobal('window', { localStorage: storage({ [API_TOKEN_KEY]: 'tok-1' }) });
    expect((await sentHeaders()).get('Authorization')).toBe('Bearer tok-1');
  });
});

describe('the http client', () => {
  it('sends every request with credentials included', async () => {
    vi.stubGlobal('window', { localStorage: storage({}) });
    expect((await sentRequest()).credentials).toBe('include');
    vi.unstubAllGlobals();
  });
});

describe('readHttpFailure', () => {
  it('reads the API error body, the status line and Retry-After, leaving the body readable', async () => {
    const body = { statusCode: 404, code: 'AUTHORIZATION_FAILED', message: 'Authorization failed' };
    const response = new Response(JSON.stringify(body), {
      status: 404,
      statusText: 'Not Found',
      headers: { 'content-type': 'application/json', 'Retry-After': '30' },
    });
    const failure = await readHttpFailure(httpError(response));
    expect(failure).toEqual({
      status: 404,
      statusText: 'Not Found',
      code: 'AUTHORIZATION_FAILED',
      message: 'Authorization failed',
      field: null,
      body: JSON.stringify(body),
      retryAfterSeconds: 30,
    });
    expect(await response.json()).toEqual(body);
  });

  it('keeps the start of a body that is not JSON (a proxy’s page)', async () => {
    const page = `<html>${'x'.repeat(1000)}</html>`;
    const failure = await readHttpFailure(
      httpError(new Response(page, { status: 418, statusText: "I'm a teapot" })),
    );
    expect(failure).toMatchObject({ status: 418, statusText: "I'm a teapot", code: null });
    expect(failure.body).toBe(page.slice(0, 300));
  });

  it('says no answer came for anything else thrown (network, timeout)', async () => {
    expect(await readHttpFailure(new TypeError('Failed to fetch'))).toMatchObject({
      status: null,
      code: null,
      body: '',
    });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(null)).toBeNull();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:02:00 GMT', now)).toBe(120);
  });
});

describe('httpFailureText', () => {
  it('is the network error without an answer', () => {
    expect(httpFailureText({ status: null, statusText: '', body: '' })).toEqual({
      key: 'common:http.network',
    });
  });

  it.each(Object.keys(HTTP_STATUS_TEXTS).map(Number))('is the default text of %i', (status) => {
    expect(httpFailureText({ status, statusText: 'x', body: 'y' })).toEqual({
      key: `common:http.status.${status}`,
    });
  });

  it.each([405, 408, 409, 410, 413, 415, 422, 429])(
    "is the spec's generic error for %i, a status without a text of its own",
    (status) => {
      expect(httpFailureText({ status, statusText: 'Reason', body: 'the body' })).toEqual({
        key: 'common:http.otherWithBody',
        values: { status, text: 'Reason', body: 'the body' },
      });
    },
  );

  it('is the generic error with status, text and body for other statuses', () => {
    expect(httpFailureText({ status: 418, statusText: "I'm a teapot", body: ' tea ' })).toEqual({
      key: 'common:http.otherWithBody',
      values: { status: 418, text: "I'm a teapot", body: 'tea' },
    });
    expect(httpFailureText({ status: 507, statusText: 'Insufficient Storage', body: '' })).toEqual({
      key: 'common:http.other',
      values: { status: 507, text: 'Insufficient Storage', body: '' },
    });
  });
});

describe('the texts of failed calls (common.json http)', () => {
  it('are the spec’s words in English', () => {
    const en = httpTexts('en');
    expect(en.status).toEqual(
      Object.fromEntries(Object.entries(HTTP_STATUS_TEXTS).map(([k, v]) => [k, v])),
    );
    expect(en.network).toBe('Network error. Please check your connection and try again.');
    expect(en.otherWithBody).toBe('Error {{status}} {{text}}: {{body}}');
  });

  it.each(['ru', 'zh'])('are translated alike in %s', (lng) => {
    const texts = httpTexts(lng);
    const en = httpTexts('en');
    expect(Object.keys(texts.status).sort()).toEqual(Object.keys(en.status).sort());
    for (const [status, text] of Object.entries(texts.status))
      expect(text, status).not.toBe(en.status[status]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en.status ? en : {}).sort());
    expect(texts.otherWithBody).toMatch(/\{\{status\}\}.*\{\{text\}\}.*\{\{body\}\}/);
  });
});
