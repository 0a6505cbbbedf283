import { expect } from 'vitest';
import { apiGet, apiPost, fromNewAddress } from './api';
import { outboxFiles, waitForLink } from './outbox';

/** The password of the accounts the e2e tests create. */
export const TEST_PASSWORD = 'correct horse battery';

/** A name no earlier run used (the e2e database lives as long as the run). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Registers an account through the API and activates it from its e-mail; resolves with it. */
export async function createActiveUser(
  prefix: string,
): Promise<{ username: string; email: string }> {
  const username = uniqueName(prefix);
  const email = `${username}@example.org`;
  const seen = await outboxFiles();
  const registered = await apiPost(
    'register',
    { username, email, password: TEST_PASSWORD },
    fromNewAddress(),
  );
  expect(registered.status).toBe(201);
  const { linkPath } = await waitForLink(email, '/sign-up/', seen);
  await apiGet(`activate/${linkPath.slice('/sign-up/'.length)}`);
  return { username, email };
}
