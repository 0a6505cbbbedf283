import ky from 'ky';

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

/** The one HTTP client of the PWA: every API call goes through it (ARCHITECTURE.md). */
export const http = ky.create({
  prefixUrl: '/api/v1',
  credentials: 'same-origin',
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
