import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPage } from './pages/admin-page';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import type { UserList } from '@sync/contract/account';
import type { LocationItem } from '@sync/contract/locations';
import { apiGet, apiPost, fromNewAddress } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';

/** A session of `login` outside the browser, as another person's device. */
async function sessionOf(login: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: baseUrl() });
  const response = await context.post('/api/v1/login', {
    data: { login, password: TEST_PASSWORD },
    headers: { Origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  return context;
}

describe('the administration (/admin) for the demo admin', () => {
  let browser: Browser;
  let admin: AdminPage;
  /** the prefix of this run's accounts, so the filter finds exactly them */
  const prefix = `adm${Date.now().toString(36)}`;
  let first: string;
  let second: string;

  beforeAll(async () => {
    first = (await createActiveUser(`${prefix}a`)).username;
    second = (await createActiveUser(`${prefix}b`)).username;
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.admin);
    admin = new AdminPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('lists the accounts with their roles and status (active once consent is given)', async () => {
    const consent = await browser.context.request.patch(`${baseUrl()}/api/v1/user/consent`, {
      headers: { Origin: baseUrl() },
    });
    expect(consent.status()).toBe(200);
    await admin.open();
    await admin.row(DEMO_ACCOUNTS.admin).waitFor();
    expect(await admin.row(DEMO_ACCOUNTS.admin).innerText()).toMatch(/user, admin\s+active/);
    expect(await admin.summary.innerText()).toMatch(/^\d+ accounts$/);
  });

  it('filters by username; the address keeps the filter across a reload', async () => {
    await admin.search(prefix);
    await admin.app.page.waitForURL((url) => url.searchParams.get('username') === prefix);
    await admin.waitForSummary('2 accounts');
    expect(await admin.usernames()).toEqual([first, second]);

    await admin.app.reload();
    await admin.waitForSummary('2 accounts');
    expect(await admin.usernames()).toEqual([first, second]);
    expect(await admin.field('Username').inputValue()).toBe(prefix);
  });

  it('sorts by a column header, and back', async () => {
    await admin.columnHeader('Username').getByRole('button').click();
    await admin.app.page.waitForURL((url) => url.searchParams.get('sort') === '-username');
    await expect.poll(() => admin.usernames()).toEqual([second, first]);
    expect(await admin.columnHeader('Username').getAttribute('aria-sort')).toBe('descending');
    await admin.columnHeader('Username').getByRole('button').click();
    await expect.poll(() => admin.usernames()).toEqual([first, second]);
  });

  it('filters by role: none of them is an admin yet', async () => {
    await admin.field('Role').selectOption('admin');
    await admin.app.main.getByText('No accounts match the filters.').waitFor();
    await admin.field('Role').selectOption('');
    await admin.waitForSummary('2 accounts');
  });

  it('filters by place, and shows the place of each account', async () => {
    const locations = await apiGet<LocationItem[]>('locations');
    const city = locations.find(
      (l) =>
        l.kind === 'city' &&
        /^[A-Za-z ]+$/.test(l.nameLatin) &&
        locations.filter((other) => other.nameLatin === l.nameLatin).length === 1,
    );
    if (!city) throw new Error('No city with a name of its own in plain Latin letters');
    const api = browser.context.request;
    const found = (await (
      await api.get(`${baseUrl()}/api/v1/users?username=${first}`)
    ).json()) as UserList;
    const patched = await api.patch(`${baseUrl()}/api/v1/user/info/${found.items[0].ID}`, {
      data: { LocationID: city.id },
      headers: { Origin: baseUrl() },
    });
    expect(patched.status()).toBe(200);

    await admin.open(`username=${prefix}`);
    await admin.field('Place').fill(city.nameLatin);
    await admin.app.main.getByRole('option', { name: new RegExp(`${city.nameLatin}`) }).click();
    await admin.app.page.waitForURL((url) => url.searchParams.get('location') === String(city.id));
    await expect.poll(() => admin.usernames()).toEqual([first]);
    expect(await admin.row(first).innerText()).toContain(city.nameLatin);
    await admin.open(`username=${prefix}`);
    await admin.waitForSummary('2 accounts');
  });

  it('gives the admin role after a confirmation, and takes it back', async () => {
    await admin.actAndConfirm(`Make ${first} an admin`, 'Give the admin role?', 'Make admin');
    await admin.waitForSummary(`${first} is an admin now`);
    expect(await admin.row(first).innerText()).toContain('user, admin');
    const device = await sessionOf(first);
    try {
      expect((await device.get('/api/v1/users')).status()).toBe(200);
      await admin.actAndConfirm(
        `Remove the admin role of ${first}`,
        'Take the admin role away?',
        'Remove admin',
      );
      await admin.waitForSummary(`${first} is no longer an admin`);
      expect(await admin.row(first).innerText()).not.toContain('user, admin');
      expect((await device.get('/api/v1/users')).status()).toBe(403);
    } finally {
      await device.dispose();
    }
  });

  it('gives the broadcaster role after a confirmation, lists it by role, and takes it back', async () => {
    await admin.actAndConfirm(
      `Make ${first} a broadcaster`,
      'Give the broadcaster role?',
      'Make broadcaster',
    );
    await admin.waitForSummary(`${first} is a broadcaster now`);
    expect(await admin.row(first).innerText()).toContain('user, broadcaster');
    const api = browser.context.request;
    const stored = (await (
      await api.get(`${baseUrl()}/api/v1/users?username=${first}`)
    ).json()) as UserList;
    expect(stored.items.map((item) => item.Roles)).toEqual([['user', 'broadcaster']]);

    await admin.field('Role').selectOption('broadcaster');
    await admin.app.page.waitForURL((url) => url.searchParams.get('role') === 'broadcaster');
    await expect.poll(() => admin.usernames()).toEqual([first]);
    await admin.actAndConfirm(
      `Remove the broadcaster role of ${first}`,
      'Take the broadcaster role away?',
      'Remove broadcaster',
    );
    await admin.waitForSummary(`${first} is no longer a broadcaster`);
    expect(await admin.row(first).innerText()).not.toContain('user, broadcaster');
    await admin.field('Role').selectOption('');
    await admin.waitForSummary('2 accounts');
  });

  it('deletes an account after a confirmation', async () => {
    await admin.actAndConfirm(
      `Delete the account of ${second}`,
      'Delete the account?',
      'Delete account',
    );
    await admin.waitForSummary(`The account of ${second} is deleted`);
    await expect.poll(() => admin.usernames()).toEqual([first]);
    const login = await browser.context.request.post(`${baseUrl()}/api/v1/login`, {
      data: { login: second, password: TEST_PASSWORD },
      headers: { Origin: baseUrl() },
    });
    expect(login.status()).not.toBe(200);
  });

  it('pages through 5 accounts at a time (the spec’s admin page); the page is in the address', async () => {
    const crowd = `${prefix}crowd`;
    // Registered, not activated: the list shows accounts awaiting activation too.
    for (let index = 10; index < 16; index++) {
      const username = `${crowd}${index}`;
      const registered = await apiPost(
        'register',
        { username, email: `${username}@example.org`, password: TEST_PASSWORD },
        fromNewAddress(),
      );
      expect(registered.status).toBe(201);
    }
    await admin.search(crowd);
    await admin.waitForSummary('6 accounts');
    await expect.poll(() => admin.rows.count()).toBe(5);
    // Status, place, registered, consent (none yet), last update (the registration itself)
    const cells = await admin.row(`${crowd}10`).locator('td').allInnerTexts();
    expect(cells[3]).toBe('activation pending');
    expect(cells.slice(6, 8)).toEqual(['—', cells[5]]);
    const pager = admin.app.main.getByRole('navigation', { name: 'Pages' });
    expect(await pager.innerText()).toContain('Page 1 of 2');

    await pager.getByRole('button', { name: 'Next' }).click();
    await admin.app.page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => admin.usernames()).toEqual([`${crowd}15`]);
    await admin.app.reload();
    await expect.poll(() => admin.usernames()).toEqual([`${crowd}15`]);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => admin.rows.count()).toBe(5);
  });

  it('fits a 360 px wide phone without scrolling sideways', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    await admin.open(`username=${prefix}`);
    await admin.row(first).waitFor();
    expect(await admin.app.hasHorizontalOverflow()).toBe(false);
    await browser.page.setViewportSize({ width: 1280, height: 800 });
  });

  it('says it needs a connection when offline, and comes back online', async () => {
    await browser.context.setOffline(true);
    await admin.app.main.locator('.notice--offline').waitFor();
    expect(await admin.rows.count()).toBe(0);
    await browser.context.setOffline(false);
    await admin.row(first).waitFor();
  });
});
