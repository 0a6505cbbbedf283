import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './base-url';

/** The demo accounts the demo data brings (README), both with this password. */
export const DEMO_ACCOUNTS = { admin: 'admin', user: 'demo', password: 'demo-password' } as const;

/**
 * Signs the browser context in through POST /api/v1/login (the session cookie is the context's,
 * so the next page load is signed in). Fails loudly when the API refuses.
 */
export async function signInThroughApi(
  context: BrowserContext,
  login: string,
  password: string = DEMO_ACCOUNTS.password,
): Promise<void> {
  const response = await context.request.post(`${baseUrl()}/api/v1/login`, {
    data: { login, password },
    headers: { Origin: baseUrl() },
  });
  if (response.status() !== 200) {
    throw new Error(`Sign-in of ${login} answered ${response.status()}: ${await response.text()}`);
  }
}

export async function signOutThroughApi(context: BrowserContext): Promise<void> {
  await context.request.get(`${baseUrl()}/api/v1/logout`);
}
