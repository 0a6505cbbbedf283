import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TOKEN_KEY, configuredApiToken, http } from './http';

function storage(values: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null };
}

/** Sends a request through the PWA's client to a fake network; resolves with its headers. */
async function sentHeaders(): Promise<Headers> {
  let seen: Headers | null = null;
  await http.get('user', {
    prefixUrl: 'http://localhost/api/v1',
    fetch: (input: RequestInfo | URL) => {
      seen = (input as Request).headers;
      return Promise.resolve(new Response('{}', { status: 200 }));
    },
  });
  if (!seen) throw new Error('nothing was sent');
  return seen;
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
