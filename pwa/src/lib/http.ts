import ky from 'ky';

/** The one HTTP client of the PWA: every API call goes through it (ARCHITECTURE.md). */
export const http = ky.create({
  prefixUrl: '/api/v1',
  credentials: 'same-origin',
  retry: 0,
  timeout: 30_000,
});
