import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@sync/contract/account';
import { ProfilePage } from './pages/profile-page';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Another device signing in to the account: its session cookie. */
async function signInElsewhere(username: string, userAgent: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), 'user-agent': userAgent },
    body: JSON.stringify({ login: username, password: TEST_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`sign-in elsewhere answered ${response.status}`);
  return cookie;
}

/** Whether a device's cookie still signs it in. */
async function stillSignedIn(cookie: string): Promise<boolean> {
  const response = await fetch(`${baseUrl()}/api/v1/user`, { headers: { cookie } });
  return response.status === 200;
}

describe('the signed-in devices on the profile page (/user)', () => {
  let browser: Browser;
  let profile: ProfilePage;
  let laptop: string;
  let phone: string;

  const section = () => profile.section('Signed-in devices');
  const devices = () => section().locator('.profile-list__item');
  const button = (name: string, within: Locator = section()) =>
    within.getByRole('button', { name, exact: true });

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    const { username } = await createActiveUser('devices');
    laptop = await signInElsewhere(username, LAPTOP);
    phone = await signInElsewhere(username, PHONE);
    await signInThroughApi(browser.context, username, TEST_PASSWORD);
    profile = new ProfilePage(browser.page, baseUrl());
    await profile.openLoaded();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists this browser first, marked, then the other devices by browser and system', async () => {
    await expect.poll(() => devices().count()).toBe(3);
    const names = await devices().locator('.profile-list__name').allTextContents();
    expect(names[0]).toBe('Chrome · Linuxthis device');
    expect(names.slice(1).sort()).toEqual(['Firefox · macOS', 'Safari · iOS']);
    expect(await button('Sign out', devices().first()).count()).toBe(0);
    for (const meta of await devices().locator('.profile-list__meta').allTextContents()) {
      expect(meta).toMatch(/^signed in .+ · last active .+$/);
    }
  });

  it('signs out one device: it is refused from then on, the others stay', async () => {
    await button('Sign out of Firefox · macOS').click();
    await profile.waitForStatus('Signed-in devices', 'Signed out of the device');
    await expect.poll(() => devices().count()).toBe(2);
    expect(await stillSignedIn(laptop)).toBe(false);
    expect(await stillSignedIn(phone)).toBe(true);
  });

  it('signs out every other device at once; this one stays signed in, after a reload too', async () => {
    await button('Sign out of all other devices').click();
    await profile.waitForStatus('Signed-in devices', 'Signed out of all other devices');
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await button('Sign out of all other devices').count()).toBe(0);

    await profile.openLoaded();
    await expect.poll(() => devices().count()).toBe(1);
    expect(await devices().locator('.profile-list__name').textContent()).toBe(
      'Chrome · Linuxthis device',
    );
  });
});
