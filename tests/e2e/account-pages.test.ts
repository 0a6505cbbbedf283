import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { SiteHeader } from './pages/site-header';
import { Toaster } from './pages/toaster';
import { ageActivationLinks } from './support/activation-links';
import { apiPost, fromNewAddress } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { createActiveUser, TEST_PASSWORD as PASSWORD, uniqueName } from './support/accounts';
import { outboxFiles, waitForLink } from './support/outbox';

const TITLE_SUFFIX = ' — Go Federation';

/** The exact English texts of issue 5. */
const EN = {
  usernameTooShort: 'Username must be at least 3 characters',
  emailInvalid: 'Enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  loginRequired: 'Please enter your username or email',
  authorizationFailed: 'Invalid username or password',
  activationInvalid: 'Activation code is invalid or expired.',
  resetTokenInvalid: 'Invalid or finished token',
  activationPending:
    'The account is not activated yet. Open the link from the activation e-mail first.',
  activationAlreadySent:
    'An activation e-mail has already been sent. Check your inbox or try again in 5 minutes.',
  activationResent:
    "We sent a new activation link to the account's e-mail. It is valid for 48 hours; earlier links no longer work.",
  offlineTitle: 'No internet connection',
  logoutError: 'Logout error. Try again later.',
};

/** The account pages (pwa/src/features/account) as a visitor uses them. */
class AccountPages {
  readonly main: Locator;

  constructor(
    readonly page: Page,
    readonly app: AppPage,
  ) {
    this.main = app.main;
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true }).and(this.main.locator('input'));
  }

  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  get alert(): Locator {
    return this.main.getByRole('alert');
  }

  get offlineNotice(): Locator {
    return this.main.locator('.notice--offline');
  }

  /** The message under a field, read through its aria-describedby; null when it has none. */
  async errorOf(field: Locator): Promise<string | null> {
    if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
    const id = await field.getAttribute('aria-describedby');
    if (!id) throw new Error('An invalid field without aria-describedby');
    return this.page.locator(`[id="${id}"]`).textContent();
  }

  /** Waits until the field's message reads `text` (null: until it has none). */
  async waitForError(field: Locator, text: string | null): Promise<void> {
    await expect.poll(() => this.errorOf(field), { message: text ?? 'no error' }).toBe(text);
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }
}

describe('the account pages in English', () => {
  let browser: Browser;
  let app: AppPage;
  let pages: AccountPages;
  let header: SiteHeader;

  beforeAll(async () => {
    // No service worker: page.route sees every API request.
    browser = await launchBrowser({ serviceWorkers: 'block' });
    app = new AppPage(browser.page, baseUrl());
    pages = new AccountPages(browser.page, app);
    header = new SiteHeader(browser.page);
  });

  afterEach(async () => {
    await browser.page.unrouteAll({ behavior: 'wait' });
    await browser.context.setOffline(false);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the sign-up rules under the fields, on submit and on blur, in the exact words', async () => {
    await app.open('/sign-up?lng=en');
    await app.waitForHeading('Sign up');
    await expect.poll(() => browser.page.title()).toBe(`Sign up${TITLE_SUFFIX}`);
    const username = pages.field('Username');
    const email = pages.field('E-mail');
    const password = pages.field('Password');
    const repeat = pages.field('Repeat password');

    // Nothing is said before the visitor does anything.
    expect(await pages.errorOf(username)).toBeNull();

    await pages.button('Sign up').click();
    await pages.waitForError(username, EN.usernameTooShort);
    await pages.waitForError(email, EN.emailInvalid);
    await pages.waitForError(password, EN.passwordTooShort);
    expect(await pages.errorOf(repeat)).toBeNull();
    // Focus goes to the first field to fix.
    expect(await username.evaluate((input) => input === document.activeElement)).toBe(true);

    await pages.fill({ Username: 'go-player', 'E-mail': 'player@example.org' });
    await pages.waitForError(username, null);
    await pages.waitForError(email, null);
    await pages.fill({ Password: PASSWORD, 'Repeat password': `${PASSWORD}!` });
    await pages.waitForError(repeat, EN.passwordsDoNotMatch);
    await pages.fill({ 'Repeat password': PASSWORD });
    await pages.waitForError(repeat, null);

    // On blur, before any submit.
    await app.open('/sign-up?lng=en');
    await app.waitForHeading('Sign up');
    await username.fill('ab');
    expect(await pages.errorOf(username)).toBeNull();
    await browser.page.keyboard.press('Tab');
    await pages.waitForError(username, EN.usernameTooShort);
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    await email.fill('player@');
    await browser.page.keyboard.press('Tab');
    await pages.waitForError(email, EN.emailInvalid);
    await password.fill('1234567');
    await browser.page.keyboard.press('Tab');
    await pages.waitForError(password, EN.passwordTooShort);
  });

  it('asks for the username or e-mail on sign-in and on the reset request', async () => {
    await app.open('/sign-in?lng=en');
    await app.waitForHeading('Sign in');
    await pages.button('Sign in').click();
    await pages.waitForError(pages.field('Username or e-mail'), EN.loginRequired);
    expect(await pages.main.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/sign-up',
    );
    expect(
      await pages.main.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href'),
    ).toBe('/reset-password');

    await app.open('/reset-password?lng=en');
    await app.waitForHeading('Reset password');
    await pages.field('Username or e-mail').focus();
    await browser.page.keyboard.press('Enter');
    await pages.waitForError(pages.field('Username or e-mail'), EN.loginRequired);
  });

  it('signs up and says to check the e-mail, with the address', async () => {
    const username = uniqueName('pages');
    const email = `${username}@example.org`;
    const seen = await outboxFiles();
    await app.open('/sign-up?lng=en');
    await app.waitForHeading('Sign up');
    await pages.fill({
      Username: username,
      'E-mail': email,
      Password: PASSWORD,
      'Repeat password': PASSWORD,
    });
    await pages.button('Sign up').click();
    await app.waitForHeading('Check your e-mail');
    expect(await pages.main.textContent()).toContain(email);
    await expect.poll(() => browser.page.title()).toBe(`Check your e-mail${TITLE_SUFFIX}`);
    // The page sent the UI language: the activation e-mail is in English.
    const { mail } = await waitForLink(email, '/sign-up/', seen);
    expect(mail.body).toContain('To activate your account');

    // The same username again: the translated USER_EXISTS.
    await app.open('/sign-up?lng=en');
    await app.waitForHeading('Sign up');
    await pages.fill({
      Username: username,
      'E-mail': `other-${email}`,
      Password: PASSWORD,
      'Repeat password': PASSWORD,
    });
    await pages.button('Sign up').click();
    await pages.alert.filter({ hasText: 'Username or e-mail already exists' }).waitFor();
  });

  it('refuses a wrong password with the translated authorization error, showing progress meanwhile', async () => {
    await app.open('/sign-in?lng=en');
    await app.waitForHeading('Sign in');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await browser.page.route('**/api/v1/login', async (route) => {
      await held;
      await route.continue();
    });
    await pages.fill({ 'Username or e-mail': uniqueName('nobody'), Password: 'wrong password' });
    await pages.button('Sign in').click();
    const busy = pages.main.locator('button[type="submit"][aria-busy="true"]');
    await busy.waitFor();
    expect((await busy.textContent())?.trim()).toBe('Sending…');
    release();
    await pages.alert.filter({ hasText: EN.authorizationFailed }).waitFor();
    expect((await pages.alert.textContent())?.trim()).toBe(EN.authorizationFailed);
    expect(await busy.count()).toBe(0);

    await app.open('/sign-in?lng=ru');
    await app.waitForHeading('Вход');
    await pages.fill({ 'Имя пользователя или e-mail': uniqueName('nobody'), Пароль: 'wrong pass' });
    await pages.button('Войти').click();
    await pages.alert.filter({ hasText: 'Неверное имя пользователя или пароль' }).waitFor();
  });

  it('activates from the e-mail link once, then says the code is invalid', async () => {
    const username = uniqueName('act');
    const email = `${username}@example.org`;
    const seen = await outboxFiles();
    expect(
      (await apiPost('register', { username, email, password: PASSWORD }, fromNewAddress())).status,
    ).toBe(201);
    const { linkPath } = await waitForLink(email, '/sign-up/', seen);

    await app.open(`${linkPath}?lng=en`);
    await app.waitForHeading('Account activated');
    expect(await pages.main.textContent()).toContain(username);
    await pages.main.getByRole('link', { name: 'Sign in' }).click();
    await app.waitForPath('/sign-in');

    await app.open(`${linkPath}?lng=en`);
    await app.waitForHeading('Activation failed');
    expect((await pages.alert.textContent())?.trim()).toBe(EN.activationInvalid);
  });

  it('offers a new activation link to an account not activated yet; only the new link works', async () => {
    const username = uniqueName('late');
    const email = `${username}@example.org`;
    const seen = await outboxFiles();
    expect(
      (await apiPost('register', { username, email, password: PASSWORD }, fromNewAddress())).status,
    ).toBe(201);
    const first = await waitForLink(email, '/sign-up/', seen);

    await app.open('/sign-in?lng=en');
    await app.waitForHeading('Sign in');
    await pages.fill({ 'Username or e-mail': username, Password: PASSWORD });
    await pages.button('Sign in').click();
    await pages.alert.filter({ hasText: EN.activationPending }).waitFor();
    const resend = pages.button('Send the activation link again');

    // The first e-mail went out a moment ago: the server asks to wait its 5 minutes.
    await resend.click();
    await pages.alert.filter({ hasText: EN.activationAlreadySent }).waitFor();

    expect(ageActivationLinks(email, 5 * 60 * 1000)).toBe(1);
    const before = await outboxFiles();
    await resend.click();
    await pages.main.getByRole('status').filter({ hasText: EN.activationResent }).waitFor();
    expect(await resend.count()).toBe(0);
    const second = await waitForLink(email, '/sign-up/', before);
    expect(second.linkPath).not.toBe(first.linkPath);

    await app.open(`${first.linkPath}?lng=en`);
    await app.waitForHeading('Activation failed');
    expect((await pages.alert.textContent())?.trim()).toBe(EN.activationInvalid);
    expect(await pages.main.textContent()).toContain(
      'sign in with your username and password to get a new link',
    );
    await app.open(`${second.linkPath}?lng=en`);
    await app.waitForHeading('Account activated');
  });

  it('signs in back to the page the visitor came from, with the account menu in the header', async () => {
    const user = await createActiveUser('menu');
    await app.open('/user?lng=en');
    await app.waitForPath('/sign-in');
    await app.waitForHeading('Sign in');
    await pages.fill({ 'Username or e-mail': user.email.toUpperCase(), Password: PASSWORD });
    await pages.button('Sign in').click();
    await app.waitForPath('/user');
    // Everything the profile loads is there: a page growing later would move the header under
    // the pointer (its scrollbar appears), and the hover below would end before it is checked.
    await app.waitForHeading('Profile');
    await pages.main.locator('.profile-sessions .profile-list__item').waitFor();
    await pages.main.getByText('You have no tokens.', { exact: true }).waitFor();

    // The avatar (an empty circle without a picture) and GoGlass as a link.
    const avatarLink = header.accountLink();
    await avatarLink.locator('.avatar--empty').waitFor();
    expect(await avatarLink.getAttribute('href')).toBe('/user');
    expect(await header.link(header.bar, 'GoGlass').count()).toBe(1);
    expect(await header.disabledItem(header.bar, 'GoGlass').count()).toBe(0);

    // Hover opens the menu: the name, the profile, My games and logout.
    const menu = header.desktop.locator('.account-menu__popup');
    const profile = menu.getByRole('link', { name: 'User profile', exact: true });
    const logout = menu.getByRole('button', { name: 'Logout', exact: true });
    expect(await profile.isVisible()).toBe(false);
    // From elsewhere, so the pointer surely enters the avatar.
    await header.brand.hover();
    await avatarLink.hover();
    await profile.waitFor({ state: 'visible' });
    expect(await menu.locator('.account-menu__name').textContent()).toBe(user.username);
    expect(await profile.getAttribute('href')).toBe('/user');
    await header.brand.hover();
    await profile.waitFor({ state: 'hidden' });

    // Keyboard: focus opens it, Tab walks into it, Escape closes it back on the avatar.
    await avatarLink.focus();
    await profile.waitFor({ state: 'visible' });
    await browser.page.keyboard.press('Tab');
    expect(await profile.evaluate((a) => a === document.activeElement)).toBe(true);
    await browser.page.keyboard.press('Tab');
    const myGames = menu.getByRole('link', { name: 'My games', exact: true });
    expect(await myGames.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(await myGames.getAttribute('href')).toBe('/games/self');
    await browser.page.keyboard.press('Tab');
    expect(await logout.evaluate((b) => b === document.activeElement)).toBe(true);
    await browser.page.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });
    expect(await avatarLink.evaluate((a) => a === document.activeElement)).toBe(true);

    // A failed logout keeps the user signed in and says so.
    await browser.page.route('**/api/v1/logout', (route) => route.abort());
    await avatarLink.hover();
    await logout.click();
    // shown as an alert, which screen readers announce at once
    await new Toaster(browser.page).alert(EN.logoutError).waitFor();
    expect(await avatarLink.count()).toBe(1);
    await browser.page.unrouteAll({ behavior: 'wait' });

    // Logout ends the session on the server and goes home.
    await avatarLink.hover();
    await logout.click();
    await app.waitForPath('/');
    await expect
      .poll(async () => (await header.accountLink().textContent())?.trim())
      .toBe('Sign in');
    const session = await browser.context.request.get(app.url('/api/v1/user'));
    expect(session.status()).toBe(401);
  });

  it('checks the reset link: invalid ones offer a new one, valid ones take a new password', async () => {
    await app.open('/reset-password/not-a-real-token?lng=en');
    await app.waitForHeading('New password');
    expect((await pages.alert.textContent())?.trim()).toBe(EN.resetTokenInvalid);
    await pages.main.getByRole('link', { name: 'Request a new link' }).click();
    await app.waitForPath('/reset-password');
    await app.waitForHeading('Reset password');

    const user = await createActiveUser('reset');
    const seen = await outboxFiles();
    await pages.fill({ 'Username or e-mail': user.username });
    await pages.button('Send the link').click();
    await app.waitForHeading('Check your e-mail');
    expect(await pages.main.textContent()).toContain('If the account exists, we sent a link');
    const { linkPath } = await waitForLink(user.email, '/reset-password/', seen);

    // A second request within 5 minutes: 'already sent', translated.
    await app.open('/reset-password?lng=en');
    await pages.fill({ 'Username or e-mail': user.username });
    await pages.button('Send the link').click();
    await pages.alert.filter({ hasText: 'already been sent' }).waitFor();

    await app.open(`${linkPath}?lng=en`);
    await app.waitForHeading('New password');
    const password = pages.field('New password');
    const repeat = pages.field('Repeat password');
    await password.waitFor();
    await pages.fill({ 'New password': 'short', 'Repeat password': 'other' });
    await pages.button('Save the password').click();
    await pages.waitForError(password, EN.passwordTooShort);
    await pages.waitForError(repeat, EN.passwordsDoNotMatch);
    await pages.fill({ 'New password': `${PASSWORD} 2`, 'Repeat password': `${PASSWORD} 2` });
    await pages.button('Save the password').click();
    await app.waitForHeading('Password changed');
    expect(await pages.main.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in',
    );

    // The link is finished once used.
    await app.open(`${linkPath}?lng=en`);
    await pages.alert.filter({ hasText: EN.resetTokenInvalid }).waitFor();
  });

  it.each([
    ['/sign-in', 'Sign in'],
    ['/sign-up', 'Sign up'],
    ['/reset-password', 'Reset password'],
    ['/reset-password/some-token', 'New password'],
    ['/sign-up/some-code', 'Activation failed'],
  ])('%s says it needs a connection while offline, and comes back online', async (path, title) => {
    await app.open(`${path}?lng=en`);
    await app.waitForHeading(title);
    await browser.context.setOffline(true);
    await pages.offlineNotice.filter({ hasText: EN.offlineTitle }).waitFor();
    expect(await pages.main.locator('form').count()).toBe(0);
    await browser.context.setOffline(false);
    await pages.offlineNotice.waitFor({ state: 'detached' });
  });
});
