import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfilePage } from './pages/profile-page';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

/** A script using the token: POST /api/v1/authorize with it, from outside the browser. */
async function authorizeWith(token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl()}/api/v1/authorize`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

describe('API tokens on the profile page (/user)', () => {
  let browser: Browser;
  let profile: ProfilePage;
  let username: string;
  let secret = '';

  const section = () => profile.section('API tokens');
  const button = (name: string, within: Locator = section()) =>
    within.getByRole('button', { name, exact: true });
  const tokensOnServer = async () =>
    (
      (await (
        await browser.context.request.get(`${baseUrl()}/api/v1/user/tokens`)
      ).json()) as unknown[]
    ).length;

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl(),
    });
    ({ username } = await createActiveUser('tokens'));
    await signInThroughApi(browser.context, username, TEST_PASSWORD);
    profile = new ProfilePage(browser.page, baseUrl());
    await profile.openLoaded();
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('says there are none yet, and refuses a name that is too long without creating one', async () => {
    await section().getByText('You have no tokens.', { exact: true }).waitFor();
    const name = profile.field('API tokens', 'Token name');
    await name.fill('x'.repeat(61));
    await button('Create token').click();
    expect(await profile.errorOf(name)).toBe('Token name must be at most 60 characters');
    expect(await tokensOnServer()).toBe(0);
  });

  it('creates a token, shows it once with a warning, and copies it', async () => {
    await profile.field('API tokens', 'Token name').fill('  results upload  ');
    await button('Create token').click();
    await section()
      .getByText('Token "results upload" is created. Copy it now: it is shown only once.')
      .waitFor();
    secret = await profile.field('API tokens', 'Your new token').inputValue();
    expect(secret.length).toBeGreaterThanOrEqual(32);

    await button('Copy').click();
    await section().getByText('Copied', { exact: true }).waitFor();
    expect(await browser.page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await tokensOnServer()).toBe(1);
  });

  it('gives a token that works for scripts: POST /authorize signs them in as the user', async () => {
    const answer = await authorizeWith(secret);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ UserName: username });
  });

  it('lists the token after a reload, never its secret', async () => {
    await profile.openLoaded();
    const item = section().getByRole('listitem');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('results upload');
    expect(await item.textContent()).toMatch(/last used/);
    expect(await browser.page.locator('body').innerText()).not.toContain(secret);
    expect(await section().getByLabel('Your new token').count()).toBe(0);
  });

  it('revokes it after a confirmation; scripts are refused from then on', async () => {
    await button('Revoke token results upload').click();
    const dialog = browser.page.getByRole('dialog', { name: 'Revoke the token?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('"results upload" will stop working at once');
    await button('Revoke', dialog).click();
    await section().getByText('You have no tokens.', { exact: true }).waitFor();
    expect(await tokensOnServer()).toBe(0);
    expect((await authorizeWith(secret)).status).toBe(404);
  });

  it('says the section needs a connection when offline', async () => {
    await browser.context.setOffline(true);
    await profile.app.main.locator('.notice--offline').waitFor();
    expect(await section().count()).toBe(0);
    await browser.context.setOffline(false);
    await section().waitFor();
  });
});
