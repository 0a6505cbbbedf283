import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { APIRequestContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarFormats, CurrentUser, UserInfo } from '@sync/contract/account';
import { pictureLoaded, ProfilePage } from './pages/profile-page';
import { Toaster } from './pages/toaster';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { outboxFiles, waitForLink } from './support/outbox';

const AVATARS = resolve(import.meta.dirname, '../fixtures/avatars');
const DEMO = { login: 'demo', password: 'demo-password' };
const FAILED = 'Failed to update data. Please refresh the page';

/** The API as the signed-in page calls it: the browser context's cookies, our own Origin. */
function api(request: APIRequestContext) {
  const headers = { Origin: baseUrl() };
  const url = (path: string) => `${baseUrl()}/api/v1/${path}`;
  return {
    signIn: () => request.post(url('login'), { data: DEMO, headers }),
    user: async () => (await request.get(url('user'))).json() as Promise<CurrentUser>,
    info: async (id: number) =>
      (await request.get(url(`user/info/${id}`))).json() as Promise<UserInfo>,
    patchInfo: (id: number, data: Partial<UserInfo>) =>
      request.patch(url(`user/info/${id}`), { data, headers }),
    formats: async () =>
      (await request.get(url('file/avatar/formats'))).json() as Promise<AvatarFormats>,
    removeAvatar: () => request.delete(url('user/avatar'), { headers }),
  };
}

/** The elements reaching past the right edge of a viewport this wide (selector-like names). */
function wideElements(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    (limit) =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
    width,
  );
}

describe('the profile page for visitors who are not signed in', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends an anonymous visitor from /user to /sign-in', async () => {
    const profile = new ProfilePage(browser.page, baseUrl());
    await profile.open();
    await profile.app.waitForPath('/sign-in');
  });
});

describe('the profile page (/user) of the signed-in demo user', () => {
  let browser: Browser;
  let profile: ProfilePage;
  let calls: ReturnType<typeof api>;
  let me: CurrentUser;
  let original: UserInfo;
  /** PATCH /user/info requests the page sent since the last reset */
  let infoPatches: Request[] = [];

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    profile = new ProfilePage(browser.page, baseUrl());
    calls = api(browser.page.request);
    const signedIn = await calls.signIn();
    expect(signedIn.status()).toBe(200);
    me = await calls.user();
    original = await calls.info(me.ID);
    browser.page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/v1/user/info/')) {
        infoPatches.push(request);
      }
    });
  });

  afterAll(async () => {
    // Other tests use the demo account: it gets its data back and loses the test's avatar.
    if (calls && me) {
      await calls.patchInfo(me.ID, original);
      await calls.removeAvatar();
    }
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('shows the user, their login and their read-only e-mail, titled in the tab', async () => {
    await profile.openLoaded();
    expect(await profile.field('Login', 'Username').inputValue()).toBe('demo');
    const email = profile.field('E-mail', 'Current e-mail');
    expect(await email.inputValue()).toBe(me.Email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await profile.app.main.locator('.profile-identity__login').textContent()).toBe('@demo');
    await expect.poll(() => browser.page.title()).toMatch(/^Profile — /);
    for (const name of [
      'Personal data',
      'Avatar',
      'Login',
      'E-mail',
      'Password',
      'Delete account',
    ]) {
      expect(await profile.app.main.getByRole('heading', { level: 2, name }).count(), name).toBe(1);
    }
  });

  it('saves edited names and birthday ("Saved") and shows them after a reload', async () => {
    await profile.openLoaded();
    await profile.field('Personal data', 'Last name').fill('Petrov');
    await profile.field('Personal data', 'First name').fill('Ivan');
    await profile.field('Personal data', 'Middle name').fill('Sergeevich');
    await profile.setBirthday('7', '11', '1985');
    infoPatches = [];
    await profile.save('Personal data');
    await profile.waitForStatus('Personal data', 'Saved');
    expect(infoPatches).toHaveLength(1);

    await profile.app.reload();
    await profile.field('Personal data', 'Last name').waitFor();
    expect(await profile.field('Personal data', 'Last name').inputValue()).toBe('Petrov');
    expect(await profile.field('Personal data', 'First name').inputValue()).toBe('Ivan');
    expect(await profile.field('Personal data', 'Middle name').inputValue()).toBe('Sergeevich');
    expect(await profile.birthday()).toEqual(['7', '11', '1985']);
    expect(await profile.app.main.locator('.profile-identity__name').textContent()).toBe(
      'Ivan Petrov',
    );
    expect((await calls.info(me.ID)).Birthday).toEqual({ day: 7, month: 11, year: 1985 });
  });

  it('keeps a birthday with the day and month only, and one with the month and year only', async () => {
    await profile.openLoaded();
    await profile.setBirthday('29', '2', '');
    await profile.save('Personal data');
    await profile.waitForStatus('Personal data', 'Saved');
    expect((await calls.info(me.ID)).Birthday).toEqual({ day: 29, month: 2, year: null });

    await profile.setBirthday('', '6', '1999');
    await profile.save('Personal data');
    await profile.waitForStatus('Personal data', 'Saved');
    expect((await calls.info(me.ID)).Birthday).toEqual({ day: null, month: 6, year: 1999 });
  });

  it('marks a name in other letters and impossible or incomplete birthdays, sending nothing', async () => {
    await profile.openLoaded();
    const firstName = profile.field('Personal data', 'First name');
    const year = profile.field('Personal data', 'Year');
    await firstName.fill('Иван');
    await profile.setBirthday('31', '4', '2000');
    infoPatches = [];
    await profile.save('Personal data');
    await expect
      .poll(() => profile.errorOf(firstName))
      .toBe('Use Latin letters, spaces and dashes only');
    expect(await profile.errorOf(year)).toBe('Invalid date');
    expect(await profile.errorOf(profile.field('Personal data', 'Day'))).toBe('Invalid date');

    await profile.setBirthday('', '', '1990');
    await expect
      .poll(() => profile.errorOf(year))
      .toBe('Enter at least the month and year, or the day and month');
    await profile.setBirthday('29', '2', '2023');
    await expect.poll(() => profile.errorOf(year)).toBe('Invalid date');

    await firstName.fill('Anna-Maria');
    await profile.setBirthday('', '', '');
    await expect.poll(() => profile.errorOf(firstName)).toBeNull();
    expect(await profile.errorOf(year)).toBeNull();
    expect(infoPatches).toHaveLength(0);
  });

  it('says "No changes" when nothing changed, and when the server answers 304', async () => {
    await profile.openLoaded();
    infoPatches = [];
    await profile.save('Personal data');
    await profile.waitForStatus('Personal data', 'No changes');
    expect(infoPatches).toHaveLength(0);

    // The same change made elsewhere (another tab) first: the server has nothing to change.
    expect((await calls.patchInfo(me.ID, { FirstName: 'Pavel' })).status()).toBe(200);
    await profile.field('Personal data', 'First name').fill('Pavel');
    const answer = browser.page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/api/v1/user/info/'),
    );
    await profile.save('Personal data');
    expect((await answer).status()).toBe(304);
    await profile.waitForStatus('Personal data', 'No changes');
  });

  it('picks a location with the keyboard and keeps it', async () => {
    await profile.openLoaded();
    const search = profile.section('Personal data').getByRole('combobox', { name: 'Location' });
    await search.focus();
    // The places come from IndexedDB, filled by the first sync.
    const places = profile.section('Personal data').getByRole('listbox', { name: 'Location' });
    await places.getByRole('option').first().waitFor({ timeout: 45_000 });
    await search.press('ArrowDown');
    const option = places.locator('[role="option"].is-active');
    await option.waitFor();
    const name = ((await option.locator('span').first().textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await search.press('Enter');
    const chosen = profile.section('Personal data').locator('.location-field__value');
    await expect.poll(async () => (await chosen.textContent())?.trim()).toContain(name);
    await profile.save('Personal data');
    await profile.waitForStatus('Personal data', 'Saved');
    expect((await calls.info(me.ID)).LocationID).not.toBeNull();

    await profile.app.reload();
    await chosen.waitFor();
    await expect.poll(async () => (await chosen.textContent())?.trim()).toContain(name);
  });

  it('applies the saved theme to the whole app', async () => {
    await profile.openLoaded();
    await profile.field('Personal data', 'Theme').selectOption('dark');
    await profile.save('Personal data');
    await profile.waitForStatus('Personal data', 'Saved');
    await expect
      .poll(() => browser.page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    expect((await calls.info(me.ID)).Theme).toBe('dark');
  });

  it('shows "Failed to update data. Please refresh the page" when saving fails (a server failure imitated with page.route)', async () => {
    await profile.openLoaded();
    const infoUrl = (url: URL) => /^\/api\/v1\/user\/info\/\d+$/.test(url.pathname);
    await browser.page.route(infoUrl, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fulfill({
        status: 500,
        json: { statusCode: 500, code: 'INTERNAL', message: 'Internal server error' },
      });
    });
    try {
      await profile.field('Personal data', 'Middle name').fill('Olegovich');
      await profile.save('Personal data');
      await profile.waitForStatus('Personal data', FAILED);
    } finally {
      await browser.page.unroute(infoUrl);
    }
  });

  it('previews a chosen picture, uploads it to the page and the header, then removes it', async () => {
    await profile.openLoaded();
    expect(await profile.headerAvatar().evaluate((element) => element.tagName)).toBe('SPAN');
    await profile.fileInput().setInputFiles(resolve(AVATARS, 'avatar.png'));
    const preview = profile.section('Avatar').getByRole('img', { name: 'Preview' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);

    const upload = browser.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/file/avatar'),
    );
    await profile.section('Avatar').getByRole('button', { name: 'Upload' }).click();
    expect((await upload).status()).toBe(201);
    await profile.waitForStatus('Avatar', 'Avatar updated');

    const saved = await calls.user();
    expect(saved.PictureURL).not.toBe('');
    const current = profile.section('Avatar').getByRole('img', { name: 'Your avatar' });
    await expect.poll(() => current.getAttribute('src')).toBe(saved.PictureURL);
    await expect.poll(() => pictureLoaded(current)).toBe(true);
    await expect.poll(() => profile.headerAvatar().getAttribute('src')).toBe(saved.PictureURL);
    await expect.poll(() => pictureLoaded(profile.headerAvatar())).toBe(true);
    expect(await profile.identityPicture().getAttribute('src')).toBe(saved.PictureURL);

    await profile.section('Avatar').getByRole('button', { name: 'Remove' }).click();
    await profile.waitForStatus('Avatar', 'Avatar removed');
    await expect
      .poll(() => profile.headerAvatar().evaluate((element) => element.tagName))
      .toBe('SPAN');
    expect(await profile.section('Avatar').getByRole('img').count()).toBe(0);
    expect((await calls.user()).PictureURL).toBe('');
  });

  it('refuses a picture of another type or too large before uploading anything', async () => {
    const formats = await calls.formats();
    await profile.openLoaded();
    const posts: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/file/avatar'))
        posts.push(request.url());
    };
    browser.page.on('request', onRequest);
    try {
      await profile.waitForAvatarFormats();
      await profile.fileInput().setInputFiles(resolve(AVATARS, 'vector.svg'));
      await profile.waitForStatus('Avatar', 'unsupported format');
      const png = await readFile(resolve(AVATARS, 'avatar.png'));
      const big = Buffer.concat([png, Buffer.alloc(formats.MaxSize + 1 - png.length)]);
      await profile
        .fileInput()
        .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
      await profile.waitForStatus('Avatar', 'file size exceeds maximum');
      expect(await profile.section('Avatar').getByRole('button', { name: 'Upload' }).count()).toBe(
        0,
      );
      expect(posts).toEqual([]);
    } finally {
      browser.page.off('request', onRequest);
    }
  });

  it('checks a new username on the client and says when it is taken (409)', async () => {
    await profile.openLoaded();
    const username = profile.field('Login', 'Username');
    await username.fill('ab');
    await profile.save('Login', 'Change username');
    await expect
      .poll(() => profile.errorOf(username))
      .toBe('Username must be at least 3 characters');
    await username.fill('demo@example.org');
    await profile.save('Login', 'Change username');
    await expect.poll(() => profile.errorOf(username)).toBe('Username must not contain @');

    // 'аdmin' with a Cyrillic а looks like the demo admin's name.
    await username.fill('\u0430dmin');
    const lookalike = browser.page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/user/username'),
    );
    await profile.save('Login', 'Change username');
    expect((await lookalike).status()).toBe(409);
    await expect
      .poll(() => profile.errorOf(username))
      .toBe('This username is too similar to an existing one. Choose another.');

    await username.fill('admin');
    const answer = browser.page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/user/username'),
    );
    await profile.save('Login', 'Change username');
    expect((await answer).status()).toBe(409);
    await expect.poll(() => profile.errorOf(username)).toBe('Username or e-mail already exists');
    expect((await calls.user()).UserName).toBe('demo');
  });

  it('checks the password change form and reports a wrong current password (403)', async () => {
    await profile.openLoaded();
    const current = profile.field('Password', 'Current password');
    const next = profile.field('Password', 'New password');
    const repeat = profile.field('Password', 'Repeat the new password');
    await next.fill('short');
    await repeat.fill('shorter');
    await profile.save('Password', 'Change password');
    await expect.poll(() => profile.errorOf(next)).toBe('Password must be at least 8 characters');
    expect(await profile.errorOf(repeat)).toBe('Passwords do not match');
    expect(await profile.errorOf(current)).toBe('Enter your current password');

    await current.fill('not-the-password');
    await next.fill('a-new-password');
    await repeat.fill('a-new-password');
    await profile.save('Password', 'Change password');
    await expect.poll(() => profile.errorOf(current)).toBe('Current password is incorrect');
    await profile.waitForStatus('Password', 'Current password is incorrect');
    // the demo password still works
    expect((await calls.signIn()).status()).toBe(200);
  });

  it('asks for the username before deleting the account, and can be cancelled', async () => {
    await profile.openLoaded();
    await profile.section('Delete account').getByRole('button', { name: 'Delete account' }).click();
    const dialog = browser.page.getByRole('dialog', { name: 'Delete the account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type your username, demo, to confirm').fill('dem');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type your username, demo, to confirm').fill('demo');
    expect(await confirm.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await calls.user()).UserName).toBe('demo');
  });

  it('fits a 360 px phone without a horizontal scroll', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      for (const query of ['?lng=en', '?lng=ru']) {
        await profile.open(query);
        await profile.app.main.locator('.profile-grid').waitFor();
        expect(await wideElements(browser.page, 360), query).toEqual([]);
        expect(await profile.app.hasHorizontalOverflow(), query).toBe(false);
      }
      await profile.app.waitForHeading('Профиль');
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('speaks Russian and Chinese: titles, labels and the messages of the rules', async () => {
    await profile.open('?lng=ru');
    await profile.app.waitForHeading('Профиль');
    const heading = browser.page.getByRole('heading', { level: 2, name: 'Личные данные' });
    const personal = profile.app.main.locator('section.profile-card', { has: heading });
    await heading.waitFor();
    const firstName = personal.getByLabel('Имя', { exact: true });
    await firstName.fill('Иван');
    await personal.getByRole('button', { name: 'Сохранить' }).click();
    await expect
      .poll(() => profile.errorOf(firstName))
      .toBe('Используйте только латинские буквы, пробелы и дефисы');
    await expect.poll(() => browser.page.title()).toMatch(/^Профиль — /);

    await profile.open('?lng=zh');
    await profile.app.waitForHeading('个人资料');
    await profile.app.main.getByRole('heading', { level: 2, name: '个人信息' }).waitFor();
    expect(
      await profile.app.main.getByRole('heading', { level: 2, name: '删除账户' }).count(),
    ).toBe(1);
  });

  it('offline, shows the cached user and says editing needs a connection', async () => {
    await profile.openLoaded();
    const { Name } = await calls.user();
    await browser.context.setOffline(true);
    try {
      await profile.app.main.getByText('No internet connection').waitFor();
      expect(
        await profile.app.main
          .getByText('Editing your profile needs an internet connection. Connect and try again.')
          .count(),
      ).toBe(1);
      expect(await profile.app.main.locator('.profile-identity__name').textContent()).toBe(Name);
      expect(await profile.app.main.locator('form').count()).toBe(0);
      expect(await profile.app.main.getByRole('textbox').count()).toBe(0);
    } finally {
      await browser.context.setOffline(false);
    }
    await profile.field('Personal data', 'Last name').waitFor();
  });
});

describe('the profile page of an account of its own: password change and deletion', () => {
  const username = 'profile-e2e';
  const email = 'profile-e2e@example.org';
  const passwords = { first: 'first-password-1', second: 'second-password-2' };
  let browser: Browser;
  let profile: ProfilePage;

  const login = (password: string) =>
    browser.page.request.post(`${baseUrl()}/api/v1/login`, {
      data: { login: username, password },
      headers: { Origin: baseUrl() },
    });

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    profile = new ProfilePage(browser.page, baseUrl());
    const seen = await outboxFiles();
    const registered = await browser.page.request.post(`${baseUrl()}/api/v1/register`, {
      data: { username, email, password: passwords.first, language: 'en' },
      headers: { Origin: baseUrl() },
    });
    expect(registered.status()).toBe(201);
    const { linkPath } = await waitForLink(email, '/sign-up/', seen);
    const code = linkPath.slice('/sign-up/'.length);
    expect((await browser.page.request.get(`${baseUrl()}/api/v1/activate/${code}`)).status()).toBe(
      200,
    );
    expect((await login(passwords.first)).status()).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('changes the password ("Password changed"); the new one signs in, the old one no longer', async () => {
    await profile.openLoaded();
    await profile.field('Password', 'Current password').fill(passwords.first);
    await profile.field('Password', 'New password').fill(passwords.second);
    await profile.field('Password', 'Repeat the new password').fill(passwords.second);
    await profile.save('Password', 'Change password');
    await profile.waitForStatus('Password', 'Password changed');
    expect(await profile.field('Password', 'New password').inputValue()).toBe('');
    expect((await login(passwords.first)).status()).toBe(404);
    expect((await login(passwords.second)).status()).toBe(200);
  });

  it('changes the e-mail only once the link sent to the new address is opened', async () => {
    const newEmail = 'profile-e2e-new@example.org';
    const seen = await outboxFiles();
    await profile.openLoaded();
    await profile.field('E-mail', 'New e-mail').fill(email.toUpperCase());
    await profile.field('E-mail', 'Current password').fill(passwords.second);
    await profile.save('E-mail', 'Change e-mail');
    await expect
      .poll(() => profile.errorOf(profile.field('E-mail', 'New e-mail')))
      .toBe('This is your e-mail already');

    await profile.field('E-mail', 'New e-mail').fill(newEmail);
    await profile.field('E-mail', 'Current password').fill('not the password');
    await profile.save('E-mail', 'Change e-mail');
    await expect
      .poll(() => profile.errorOf(profile.field('E-mail', 'Current password')))
      .toBe('Current password is incorrect');

    await profile.field('E-mail', 'Current password').fill(passwords.second);
    await profile.save('E-mail', 'Change e-mail');
    await profile.waitForStatus(
      'E-mail',
      `We sent a link to ${newEmail}. Open it within 24 hours to change the e-mail.`,
    );
    expect(await profile.field('E-mail', 'Current e-mail').inputValue()).toBe(email);

    const { linkPath } = await waitForLink(newEmail, '/confirm-email/', seen);
    await profile.app.open(`${linkPath}?lng=en`);
    await profile.app.waitForHeading('E-mail changed');
    expect(await profile.app.main.textContent()).toContain(
      `The account's e-mail is now ${newEmail}.`,
    );
    await profile.app.main.getByRole('link', { name: 'Profile', exact: true }).click();
    await profile.app.waitForPath('/user');
    await expect.poll(() => profile.field('E-mail', 'Current e-mail').inputValue()).toBe(newEmail);

    await profile.app.open(`${linkPath}?lng=en`);
    await profile.app.waitForHeading('E-mail not changed');
    expect((await profile.app.main.getByRole('alert').textContent())?.trim()).toBe(
      'E-mail confirmation link invalid or expired',
    );
  });

  it('deletes the account once the username is typed: home page, a toast, signed out', async () => {
    await profile.openLoaded();
    await profile.section('Delete account').getByRole('button', { name: 'Delete account' }).click();
    const dialog = browser.page.getByRole('dialog', { name: 'Delete the account?' });
    await dialog.getByLabel(`Type your username, ${username}, to confirm`).fill(username);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await profile.app.waitForPath('/');
    await new Toaster(browser.page).toast('Your account has been deleted').waitFor();
    await browser.page
      .locator('header.site-header .site-header__desktop')
      .getByRole('link', { name: 'Sign in' })
      .waitFor();
    expect((await login(passwords.second)).status()).toBe(404);
    await profile.open();
    await profile.app.waitForPath('/sign-in');
  });
});
