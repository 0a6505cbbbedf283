import { SESSION_COOKIE } from '@sync/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountForms } from './pages/account-forms';
import { AccountMenu } from './pages/account-menu';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

/** The demo accounts of the e2e database (their passwords are never changed by tests). */
const DEMO = { user: 'demo', admin: 'admin', password: 'demo-password' };
const HOME_TITLE = 'Go Federation';
const ADMIN_TITLE = 'Administration';

describe('the guards of /user and /admin', () => {
  let browser: Browser;
  let forms: AccountForms;
  let menu: AccountMenu;

  beforeAll(async () => {
    browser = await launchBrowser();
    forms = new AccountForms(browser.page, baseUrl());
    menu = new AccountMenu(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends an anonymous visitor from /admin home', async () => {
    await forms.app.open('/admin?lng=en');
    await forms.app.waitForPath('/');
    await forms.app.waitForHeading(HOME_TITLE);
    expect(await forms.main.getByRole('heading', { name: ADMIN_TITLE }).count()).toBe(0);
  });

  it('sends an anonymous visitor from /user to /sign-in, and back to /user once signed in', async () => {
    await forms.app.open('/user?lng=en');
    await forms.app.waitForPath('/sign-in');
    await forms.app.waitForHeading('Sign in');
    expect(await menu.signInLink.count()).toBe(1);

    await forms.submitSignIn(DEMO.user, DEMO.password);
    await forms.app.waitForPath('/user');
    await forms.app.waitForHeading('Profile');
    await menu.userLink.waitFor();
    expect(await menu.userLink.locator('.account-link__name').textContent()).toBe(DEMO.user);

    const session = (await browser.context.cookies(baseUrl())).find(
      (cookie) => cookie.name === SESSION_COOKIE,
    );
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('sends an anonymous visitor from /go-glass to /sign-in, and back to /go-glass once signed in', async () => {
    await menu.signOut();
    await forms.app.open('/go-glass?lng=en');
    await forms.app.waitForPath('/sign-in');
    await forms.app.waitForHeading('Sign in');

    await forms.submitSignIn(DEMO.user, DEMO.password);
    await forms.app.waitForPath('/go-glass');
    await forms.app.waitForHeading('GoGlass');
  });

  it('sends the visitor from /user to /sign-in after signing out, not to a signed-out profile', async () => {
    await forms.app.open('/user?lng=en');
    await forms.app.waitForHeading('Profile');
    await menu.signOut();
    await forms.app.waitForPath('/');
    await forms.app.waitForHeading(HOME_TITLE);
    // Back to the profile page: the router draws no new page (the profile was drawn last), the
    // guard sees the address move and asks the visitor to sign in.
    await browser.page.goBack();
    await forms.app.waitForPath('/sign-in');
    await forms.app.waitForHeading('Sign in');
    expect(await forms.main.getByRole('heading', { name: 'Profile' }).count()).toBe(0);
    // The profile page opened again: the same.
    await forms.app.open('/user?lng=en');
    await forms.app.waitForPath('/sign-in');
    await forms.app.waitForHeading('Sign in');
  });

  it('sends a signed-in user without the admin role from /admin home', async () => {
    await forms.openSignIn();
    await forms.submitSignIn(DEMO.user, DEMO.password);
    await forms.app.waitForPath('/');
    await menu.userLink.waitFor();
    await forms.app.open('/admin?lng=en');
    await forms.app.waitForPath('/');
    await forms.app.waitForHeading(HOME_TITLE);
    // Still signed in: the guard only turned the user away.
    await menu.userLink.waitFor();
    await menu.signOut();
  });

  it('shows /admin to the admin', async () => {
    await forms.openSignIn();
    await forms.submitSignIn(DEMO.admin, DEMO.password);
    await forms.app.waitForPath('/');
    await menu.userLink.waitFor();

    await forms.app.open('/admin?lng=en');
    await forms.app.waitForHeading(ADMIN_TITLE);
    expect(forms.app.pathname()).toBe('/admin');
    await menu.signOut();
  });
});

describe('a signed-in user offline', () => {
  let browser: Browser;
  let forms: AccountForms;
  let menu: AccountMenu;

  beforeAll(async () => {
    browser = await launchBrowser();
    forms = new AccountForms(browser.page, baseUrl());
    menu = new AccountMenu(browser.page);
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('stays signed in after a reload with no network, and /sign-in says it needs a connection', async () => {
    await forms.openSignIn();
    await forms.app.waitForServiceWorkerControl();
    await forms.submitSignIn(DEMO.user, DEMO.password);
    await forms.app.waitForPath('/');
    await menu.userLink.waitFor();

    // Once more online, now through the service worker: the pages' translations get cached.
    for (const [path, title] of [
      ['/sign-in', 'Sign in'],
      ['/', HOME_TITLE],
    ]) {
      await forms.app.open(path);
      await forms.app.waitForHeading(title);
      await forms.app.waitForLocalesCached();
    }

    await browser.context.setOffline(true);
    const response = await forms.app.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await forms.app.waitForHeading(HOME_TITLE);
    await menu.userLink.waitFor();
    expect(await menu.userLink.locator('.account-link__name').textContent()).toBe(DEMO.user);
    expect(await menu.signInLink.count()).toBe(0);

    await forms.app.open('/sign-in');
    await forms.app.waitForHeading('Sign in');
    await forms.offlineNotice.waitFor();
    expect(await forms.offlineNotice.locator('.notice__title').textContent()).toBe(
      'No internet connection',
    );
    expect(await forms.offlineNotice.locator('.notice__text').textContent()).toBe(
      'Signing in needs an internet connection. Connect and try again.',
    );
    expect(await forms.main.locator('form').count()).toBe(0);
    // Still signed in on every page.
    expect(await menu.userLink.count()).toBe(1);
  });
});
