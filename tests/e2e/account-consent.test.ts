import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { SiteHeader } from './pages/site-header';
import { createActiveUser, TEST_PASSWORD as PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

describe('the consent banner', () => {
  let browser: Browser;
  let app: AppPage;

  const banner = () => browser.page.locator('.consent-banner');
  const consentCookie = async () =>
    (await browser.context.cookies(app.url('/'))).find(
      (cookie) => cookie.name === 'cookie_accepted',
    );

  beforeAll(async () => {
    browser = await launchBrowser();
    app = new AppPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is not shown in English or Chinese', async () => {
    for (const [lng, title] of [
      ['en', 'Go Federation'],
      ['zh', '围棋协会'],
    ] as const) {
      await app.open(`/?lng=${lng}`);
      await app.waitForHeading(title);
      expect(await banner().count(), lng).toBe(0);
    }
  });

  it('is shown in Russian until accepted, from the keyboard too, and sets the cookie for a year', async () => {
    await app.open('/?lng=ru');
    await app.waitForHeading('Федерация го');
    await banner().waitFor();
    expect(await banner().textContent()).toContain('cookie');
    expect(
      await banner()
        .getByRole('link', { name: 'политика конфиденциальности' })
        .getAttribute('href'),
    ).toBe('/api/v1/docs/privacy-policy.pdf');
    const accept = banner().getByRole('button', { name: 'Принять', exact: true });
    expect(await consentCookie()).toBeUndefined();

    // Keyboard: Tab reaches it after the page's links.
    await accept.focus();
    await browser.page.keyboard.press('Enter');
    await banner().waitFor({ state: 'detached' });
    const cookie = await consentCookie();
    expect(cookie?.value).toBe('true');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const year = Date.now() / 1000 + 365 * 24 * 60 * 60;
    expect(Math.abs((cookie?.expires ?? 0) - year)).toBeLessThan(120);

    await app.reload();
    await app.waitForHeading('Федерация го');
    expect(await banner().count()).toBe(0);
  });

  it('records the consent of a signed-in user who accepted before signing in', async () => {
    const user = await createActiveUser('consent');
    await browser.context.addCookies([
      { name: 'cookie_accepted', value: 'true', url: app.url('/') },
    ]);
    const login = await browser.context.request.post(app.url('/api/v1/login'), {
      data: { login: user.username, password: PASSWORD },
      headers: { Origin: baseUrl() },
    });
    expect(login.status()).toBe(200);
    expect(((await login.json()) as { ConsentDate: unknown }).ConsentDate).toBeNull();

    const recorded = browser.page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/user/consent') && response.request().method() === 'PATCH',
    );
    await app.open('/?lng=en');
    expect((await recorded).status()).toBe(200);
    const current = await browser.context.request.get(app.url('/api/v1/user'));
    expect(((await current.json()) as { ConsentDate: unknown }).ConsentDate).toEqual(
      expect.any(String),
    );
  });
});

describe('the account pages at 360 px', () => {
  let browser: Browser;
  let app: AppPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    await browser.page.setViewportSize({ width: 360, height: 740 });
    app = new AppPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['/sign-in', 'Вход', 'Sign in'],
    ['/sign-up', 'Регистрация', 'Sign up'],
    ['/reset-password', 'Восстановление пароля', 'Reset password'],
    ['/reset-password/some-token', 'Новый пароль', 'New password'],
    ['/sign-up/some-code', 'Не удалось активировать', 'Activation failed'],
  ])(
    '%s fits without horizontal scrolling, with the consent banner in Russian',
    async (path, ru, en) => {
      await app.open(`${path}?lng=ru`);
      await app.waitForHeading(ru);
      const banner = browser.page.locator('.consent-banner');
      await banner.waitFor();
      expect(await app.hasHorizontalOverflow()).toBe(false);
      const box = await banner.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      // The banner takes a strip at the bottom, not the screen.
      expect(box?.height ?? 740).toBeLessThan(740 / 3);

      await app.open(`${path}?lng=en`);
      await app.waitForHeading(en);
      expect(await app.hasHorizontalOverflow()).toBe(false);
    },
  );

  it('shows a signed-in user the profile and logout in the burger menu, without overflow', async () => {
    const user = await createActiveUser('burger');
    const login = await browser.context.request.post(app.url('/api/v1/login'), {
      data: { login: user.username, password: PASSWORD },
      headers: { Origin: baseUrl() },
    });
    expect(login.status()).toBe(200);
    const header = new SiteHeader(browser.page);
    await app.open('/?lng=en');
    await header.openBurger();
    const profile = header.burgerPanel.getByRole('link', { name: 'User profile', exact: true });
    const logout = header.burgerPanel.getByRole('button', { name: 'Logout', exact: true });
    await profile.waitFor({ state: 'visible' });
    await logout.waitFor({ state: 'visible' });
    expect(await header.burgerPanel.locator('a.account-link .avatar--empty').count()).toBe(1);
    expect(await app.hasHorizontalOverflow()).toBe(false);

    await logout.click();
    await app.waitForPath('/');
    await header.openBurger();
    await header.burgerPanel.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    expect(await profile.count()).toBe(0);
  });
});
