import type { Page } from 'playwright-core';

/** A signed-in user as GET /api/v1/user will answer (pwa/src/lib/session-user.ts). */
export interface FakeUser {
  UserName: string;
  Roles: string[];
}

/**
 * Imitates GET /api/v1/user, an endpoint of a later issue (accounts): the page is told that
 * `user` is signed in. Install it before the page loads (the session is read at start).
 * Resolves with a counter of the answered requests, so a test can check it was used.
 */
export async function imitateSignedInUser(
  page: Page,
  user: FakeUser,
): Promise<{ calls: () => number }> {
  let calls = 0;
  await page.route(
    (url) => url.pathname === '/api/v1/user',
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      calls += 1;
      await route.fulfill({ status: 200, contentType: 'application/json', json: user });
    },
  );
  return { calls: () => calls };
}
