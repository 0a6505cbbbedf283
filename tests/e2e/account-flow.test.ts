import { resolve } from 'node:path';
import { SESSION_COOKIE, type CurrentUser, type UserInfo } from '@sync/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountForms } from './pages/account-forms';
import { AccountMenu } from './pages/account-menu';
import { pictureLoaded, ProfilePage } from './pages/profile-page';
import { Toaster } from './pages/toaster';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { outboxFiles, waitForLink, waitForMail } from './support/outbox';

const AVATAR = resolve(import.meta.dirname, '../fixtures/avatars/avatar.png');

/** The exact English texts of issue 5 the flow meets. */
const EN = {
  authorizationFailed: 'Invalid username or password',
  activationInvalid: 'Activation code is invalid or expired.',
  resetTokenInvalid: 'Invalid or finished token',
  resetSent: 'If the account exists, we sent a link',
};

/** One account for the whole flow, new on every run (the e2e database lives as long as the run). */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/**
 * SQL in the name: stored as typed and shown as text everywhere (an abuse case; markup, quotes
 * and @ are refused by the username rules, tests/api/accounts-usernames.test.ts).
 */
const USERNAME = `flow ${suffix});--`;
const EMAIL = `flow.${suffix}@example.org`;
const PASSWORDS = {
  first: 'first flow password',
  second: 'second flow password',
  third: 'third flow password',
};

describe('the whole account flow of one user, through the pages', () => {
  let browser: Browser;
  let forms: AccountForms;
  let menu: AccountMenu;
  let profile: ProfilePage;
  /** the user's id, known once signed in */
  let userId = 0;
  /** the first step that failed: the later ones depend on it and say so instead of running */
  let failedStep: string | null = null;

  /** A step of the flow: runs only when every step before it passed. */
  const step = (name: string, run: () => Promise<void>) =>
    it(name, async () => {
      if (failedStep) throw new Error(`Not run: the step "${failedStep}" failed before it`);
      try {
        await run();
      } catch (error) {
        failedStep = name;
        throw error;
      }
    });

  /** GET /api/v1/{path} with the browser's cookies (page.request shares the context's). */
  const apiGet = (path: string) => browser.page.request.get(`${baseUrl()}/api/v1/${path}`);

  /**
   * Signed out (the header offers "Sign in"), the page must settle at home: the /user guard must
   * not send the visitor on to /sign-in. Soft, so the later steps still run when it does.
   */
  const expectSignedOutAtHome = async (when: string) => {
    await menu.signInLink.waitFor();
    const title = forms.main.getByRole('heading', { level: 1, name: /^(Go Federation|Sign in)$/ });
    await title.waitFor();
    expect.soft(forms.app.pathname(), `the page ${when}`).toBe('/');
    expect.soft(await title.textContent(), `the title ${when}`).toBe('Go Federation');
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    forms = new AccountForms(browser.page, baseUrl());
    menu = new AccountMenu(browser.page);
    profile = new ProfilePage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  step('1. signs up and is told to check the e-mail', async () => {
    await forms.openSignUp();
    await forms.fill({
      Username: USERNAME,
      'E-mail': EMAIL,
      Password: PASSWORDS.first,
      'Repeat password': PASSWORDS.first,
    });
    await forms.button('Sign up').click();
    await forms.app.waitForHeading('Check your e-mail');
    expect(await forms.main.textContent()).toContain(EMAIL);
  });

  step('2. activates from the e-mail link once; the same link again is refused', async () => {
    const { mail, linkPath } = await waitForLink(EMAIL, '/sign-up/');
    expect(mail.body).toContain('To activate your account');
    await forms.app.open(linkPath);
    await forms.app.waitForHeading('Account activated');
    expect(await forms.message.textContent()).toBe(
      `The account ${USERNAME} is active. You can sign in now.`,
    );

    await forms.app.open(linkPath);
    await forms.app.waitForHeading('Activation failed');
    await forms.waitForAlert(EN.activationInvalid);
  });

  step('3. signs in by e-mail in another letter case; the header shows the account', async () => {
    await forms.openSignIn();
    expect(await menu.signInLink.count()).toBe(1);
    await forms.submitSignIn(EMAIL.toUpperCase(), PASSWORDS.first);
    await forms.app.waitForPath('/');
    await menu.placeholder.waitFor();
    expect(await menu.picture.count()).toBe(0);
    expect(await menu.userLink.getAttribute('href')).toBe('/user');

    expect(await menu.profileItem.isVisible()).toBe(false);
    await menu.open();
    expect(await menu.popup.locator('.account-menu__name').textContent()).toBe(USERNAME);
    expect(await browser.page.locator('header b').count()).toBe(0);
    expect(await menu.profileItem.getAttribute('href')).toBe('/user');
    // Keyboard users get the same menu from focus.
    await browser.page.mouse.move(0, 0);
    await menu.logoutItem.waitFor({ state: 'hidden' });
    await menu.userLink.focus();
    await menu.profileItem.waitFor({ state: 'visible' });
    await menu.logoutItem.waitFor({ state: 'visible' });
    await browser.page.keyboard.press('Escape');
    await menu.logoutItem.waitFor({ state: 'hidden' });

    const session = (await browser.context.cookies(baseUrl())).find(
      (cookie) => cookie.name === SESSION_COOKIE,
    );
    expect(session, 'the session cookie').toBeDefined();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    const me = await apiGet('user');
    expect(me.status()).toBe(200);
    const user = (await me.json()) as CurrentUser;
    expect(user.UserName).toBe(USERNAME);
    expect(user.Email).toBe(EMAIL);
    expect(user.Roles).toEqual(['user']);
    userId = user.ID;
  });

  step('4. edits the names and the birthday on /user; they persist', async () => {
    await menu.open();
    await menu.profileItem.click();
    await profile.app.waitForPath('/user');
    await profile.app.waitForHeading('Profile');
    await profile.field('Personal data', 'Last name').fill('Flowers');
    await profile.field('Personal data', 'First name').fill('Anna-Maria');
    await profile.setBirthday('14', '3', '1992');
    await profile.save('Personal data');
    await profile.waitForStatus('Personal data', 'Saved');

    await profile.app.reload();
    await profile.field('Personal data', 'Last name').waitFor();
    expect(await profile.field('Personal data', 'Last name').inputValue()).toBe('Flowers');
    expect(await profile.field('Personal data', 'First name').inputValue()).toBe('Anna-Maria');
    expect(await profile.birthday()).toEqual(['14', '3', '1992']);
    expect(await profile.app.main.locator('.profile-identity__name').textContent()).toBe(
      'Anna-Maria Flowers',
    );

    const info = await apiGet(`user/info/${userId}`);
    expect(info.status()).toBe(200);
    expect((await info.json()) as UserInfo).toMatchObject({
      FirstName: 'Anna-Maria',
      LastName: 'Flowers',
      Birthday: { day: 14, month: 3, year: 1992 },
    });
  });

  step('5. uploads an avatar, shown on the page and in the header, then removes it', async () => {
    await profile.fileInput().setInputFiles(AVATAR);
    await profile.section('Avatar').getByRole('button', { name: 'Upload', exact: true }).click();
    await profile.waitForStatus('Avatar', 'Avatar updated');

    const pictureUrl = `/api/v1/user/${userId}/avatar?v=`;
    const current = profile.section('Avatar').getByRole('img', { name: 'Your avatar' });
    await expect.poll(() => current.getAttribute('src')).toContain(pictureUrl);
    await expect.poll(() => pictureLoaded(current)).toBe(true);
    await menu.picture.waitFor();
    expect(await menu.picture.getAttribute('src')).toContain(pictureUrl);
    await expect.poll(() => pictureLoaded(menu.picture)).toBe(true);
    expect(await menu.placeholder.count()).toBe(0);
    const saved = (await (await apiGet('user')).json()) as CurrentUser;
    expect(saved.PictureURL).toContain(pictureUrl);

    // A phone's width takes the page with its picture without a horizontal scroll bar.
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      await current.waitFor();
      expect(await profile.app.hasHorizontalOverflow()).toBe(false);
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }

    await profile.section('Avatar').getByRole('button', { name: 'Remove', exact: true }).click();
    await profile.waitForStatus('Avatar', 'Avatar removed');
    await menu.placeholder.waitFor();
    expect(await menu.picture.count()).toBe(0);
    expect(await profile.section('Avatar').getByRole('img').count()).toBe(0);
    expect(((await (await apiGet('user')).json()) as CurrentUser).PictureURL).toBe('');
  });

  step('6. changes the password; after signing out only the new one signs in', async () => {
    await profile.field('Password', 'Current password').fill(PASSWORDS.first);
    await profile.field('Password', 'New password').fill(PASSWORDS.second);
    await profile.field('Password', 'Repeat the new password').fill(PASSWORDS.second);
    const seen = await outboxFiles();
    await profile.save('Password', 'Change password');
    await profile.waitForStatus('Password', 'Password changed');
    // The address is told, with no secret in the message.
    const notice = await waitForMail(
      EMAIL,
      (mail) => mail.subject === 'Your password was changed · Go Federation',
      seen,
    );
    expect(notice.body).not.toContain(PASSWORDS.second);
    // This session goes on.
    expect(await menu.userLink.count()).toBe(1);

    await menu.signOut();
    await expectSignedOutAtHome('after Logout on /user');
    expect(await menu.userLink.count()).toBe(0);
    expect((await apiGet('user')).status()).toBe(401);

    await menu.signInLink.click();
    await forms.app.waitForHeading('Sign in');
    await forms.submitSignIn(USERNAME, PASSWORDS.first);
    await forms.waitForAlert(EN.authorizationFailed);
    expect(await menu.signInLink.count()).toBe(1);

    await forms.submitSignIn(USERNAME, PASSWORDS.second);
    await forms.app.waitForPath('/');
    await menu.placeholder.waitFor();
  });

  step(
    '7. signs out, resets the password from the e-mail link once, signs in with it',
    async () => {
      await menu.signOut();
      await forms.openResetRequest();
      const seen = await outboxFiles();
      await forms.fill({ 'Username or e-mail': USERNAME });
      await forms.button('Send the link').click();
      await forms.app.waitForHeading('Check your e-mail');
      expect(await forms.main.textContent()).toContain(EN.resetSent);

      const { linkPath } = await waitForLink(EMAIL, '/reset-password/', seen);
      await forms.app.open(linkPath);
      await forms.app.waitForHeading('New password');
      await forms.main.getByText(`Set a new password for ${USERNAME}.`, { exact: true }).waitFor();
      await forms.fill({ 'New password': PASSWORDS.third, 'Repeat password': PASSWORDS.third });
      await forms.button('Save the password').click();
      await forms.app.waitForHeading('Password changed');

      await forms.app.open(linkPath);
      await forms.waitForAlert(EN.resetTokenInvalid);
      expect(await forms.main.locator('form').count()).toBe(0);

      await forms.openSignIn();
      await forms.submitSignIn(USERNAME, PASSWORDS.second);
      await forms.waitForAlert(EN.authorizationFailed);
      await forms.submitSignIn(EMAIL, PASSWORDS.third);
      await forms.app.waitForPath('/');
      await menu.placeholder.waitFor();
    },
  );

  step('8. deletes the account after confirming: signed out, at home, gone', async () => {
    await menu.userLink.click();
    await profile.app.waitForPath('/user');
    await profile.app.waitForHeading('Profile');
    await profile.section('Delete account').getByRole('button', { name: 'Delete account' }).click();
    const dialog = browser.page.getByRole('dialog', { name: 'Delete the account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type your username, ${USERNAME}, to confirm`).fill(USERNAME);
    await confirm.click();

    await new Toaster(browser.page).toast('Your account has been deleted').waitFor();
    await expectSignedOutAtHome('after deleting the account');
    expect((await apiGet('user')).status()).toBe(401);

    await forms.openSignIn();
    await forms.submitSignIn(USERNAME, PASSWORDS.third);
    await forms.waitForAlert(EN.authorizationFailed);
    expect((await apiGet('user')).status()).toBe(401);
    expect(await menu.userLink.count()).toBe(0);
  });
});
