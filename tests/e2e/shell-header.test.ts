import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { MENU_ITEMS, SiteHeader } from './pages/site-header';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { DEMO_ACCOUNTS, signInThroughApi, signOutThroughApi } from './support/sign-in';

const NEED_AUTH_EN = 'You need to be authorized';
const NEED_AUTH_RU = 'Необходимо авторизоваться';
const MENU_NAMES = MENU_ITEMS.map((item) => item.name);

/** The title (h1) of each section's page in English. */
const SECTION_TITLES: Record<string, string> = {
  '/players': 'Players',
  '/tournaments': 'Tournaments',
  '/broadcasts': 'Broadcasts',
  '/statistics': 'Statistics',
  '/games': 'Games',
  '/server': 'Go server',
  '/go-glass': 'GoGlass',
  '/about': 'About the site',
};

describe('the header of a visitor who is not signed in', () => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is signed out (GET /user answers 401), so it offers "Sign in" and no admin item', async () => {
    const user = await browser.context.request.get(app.url('/api/v1/user'));
    expect(user.status()).toBe(401);

    await app.open('/?lng=en');
    const account = header.accountLink();
    await account.waitFor();
    expect((await account.textContent())?.trim()).toBe('Sign in');
    expect(await account.getAttribute('href')).toBe('/sign-in');
    expect(await header.itemNames(header.bar)).toEqual(MENU_NAMES);
    expect(await header.bar.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await account.click();
    await app.waitForPath('/sign-in');
    await app.waitForHeading('Sign in');
  });

  it('keeps the burger up to 899 px and shows the menu bar, with its tooltips, from 900 px', async () => {
    const page = browser.page;
    const before = page.viewportSize();
    await page.setViewportSize({ width: 899, height: 800 });
    try {
      await app.open('/?lng=en');
      await header.burger.waitFor();
      expect(await header.bar.isVisible()).toBe(false);
      expect(await header.desktop.isVisible()).toBe(false);

      await page.setViewportSize({ width: 901, height: 800 });
      await header.bar.waitFor();
      expect(await header.burger.isVisible()).toBe(false);
      const goGlass = header.disabledItem(header.bar, 'GoGlass');
      const tooltip = await header.tooltipOf(goGlass);
      await goGlass.hover();
      await tooltip.waitFor({ state: 'visible' });
      expect(await tooltip.textContent()).toBe(NEED_AUTH_EN);
      await header.brand.hover();
      await tooltip.waitFor({ state: 'hidden' });
    } finally {
      if (before) await page.setViewportSize(before);
    }
  });

  it('shows GoGlass disabled, with "You need to be authorized" on hover and on keyboard focus', async () => {
    await app.open('/?lng=en');
    const goGlass = header.disabledItem(header.bar, 'GoGlass');
    await goGlass.waitFor();
    expect(await header.link(header.bar, 'GoGlass').count()).toBe(0);
    const tooltip = await header.tooltipOf(goGlass);
    expect(await tooltip.textContent()).toBe(NEED_AUTH_EN);
    expect(await tooltip.isVisible()).toBe(false);

    await goGlass.hover();
    await tooltip.waitFor({ state: 'visible' });
    await header.brand.hover();
    await tooltip.waitFor({ state: 'hidden' });
    // aria-disabled: a click (forced past Playwright's enabled check) goes nowhere.
    await goGlass.click({ force: true });
    expect(app.pathname()).toBe('/');
    await goGlass.blur();
    await header.brand.hover();
    await tooltip.waitFor({ state: 'hidden' });

    // Keyboard: Tab from the item before it.
    await header.link(header.bar, 'Play').focus();
    await browser.page.keyboard.press('Tab');
    expect(await goGlass.evaluate((element) => element === document.activeElement)).toBe(true);
    await tooltip.waitFor({ state: 'visible' });
    await browser.page.keyboard.press('Tab');
    await tooltip.waitFor({ state: 'hidden' });
  });

  it('says "Необходимо авторизоваться" and "Войти" in Russian', async () => {
    await app.open('/?lng=ru');
    const goGlass = header.disabledItem(header.bar, 'GoGlass');
    const tooltip = await header.tooltipOf(goGlass);
    await goGlass.hover();
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.textContent()).toBe(NEED_AUTH_RU);
    expect((await header.accountLink().textContent())?.trim()).toBe('Войти');
  });

  it('is sent from /user and /go-glass to /sign-in and from /admin to the home page', async () => {
    await app.open('/user?lng=en');
    await app.waitForPath('/sign-in');
    await app.waitForHeading('Sign in');

    await app.open('/go-glass?lng=en');
    await app.waitForPath('/sign-in');
    await app.waitForHeading('Sign in');

    await app.open('/admin?lng=en');
    await app.waitForPath('/');
    await app.waitForHeading('Go Federation');
  });

  it('finds every section in the menu, and each link opens its page', async () => {
    await app.open('/?lng=en');
    for (const { name, path } of MENU_ITEMS) {
      if (name === 'GoGlass') continue; // disabled for visitors (see above)
      const link = header.link(header.bar, name);
      await link.click();
      await app.waitForPath(path);
      await app.waitForHeading(SECTION_TITLES[path]);
      await expect.poll(() => link.getAttribute('aria-current'), { message: name }).toBe('page');
    }
  });
});

describe('the header of a signed-in user (GET /api/v1/user imitated: it comes with accounts)', () => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
  });

  afterEach(async () => {
    await browser.page.unrouteAll({ behavior: 'wait' });
    await signOutThroughApi(browser.context);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows an admin the admin item, GoGlass as a link and /admin', async () => {
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.admin);
    await app.open('/?lng=en');
    await header.link(header.bar, 'Admin').waitFor();
    expect(await header.itemNames(header.bar)).toEqual([...MENU_NAMES, 'Admin']);
    expect(await header.disabledItem(header.bar, 'GoGlass').count()).toBe(0);

    const account = header.accountLink();
    expect(await account.getAttribute('href')).toBe('/user');
    expect(await account.textContent()).toContain(DEMO_ACCOUNTS.admin);

    await header.link(header.bar, 'GoGlass').click();
    await app.waitForPath('/go-glass');
    await app.waitForHeading('GoGlass');

    await header.link(header.bar, 'Admin').click();
    await app.waitForPath('/admin');
    await app.waitForHeading('Administration');

    await account.click();
    await app.waitForPath('/user');
    await app.waitForHeading('Profile');
  });

  it('keeps a user without the admin role out of /admin', async () => {
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.user);
    await app.open('/admin?lng=en');
    await app.waitForPath('/');
    await app.waitForHeading('Go Federation');
    expect(await header.itemNames(header.bar)).toEqual(MENU_NAMES);
    expect(await header.link(header.bar, 'GoGlass').count()).toBe(1);

    await app.open('/user?lng=en');
    await app.waitForHeading('Profile');
    expect(app.pathname()).toBe('/user');
  });
});

describe('the burger menu at 360 px', () => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;

  beforeAll(async () => {
    browser = await launchBrowser();
    await browser.page.setViewportSize({ width: 360, height: 740 });
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('replaces the menu bar, opens and closes from the keyboard (Escape), without overflow', async () => {
    await app.open('/?lng=en');
    await header.burger.waitFor();
    expect(await header.bar.isVisible()).toBe(false);
    expect(await header.burger.getAttribute('aria-expanded')).toBe('false');
    expect(await header.burgerPanel.isVisible()).toBe(false);
    expect(await app.hasHorizontalOverflow()).toBe(false);

    await header.burger.focus();
    await browser.page.keyboard.press('Enter');
    await header.burgerPanel.waitFor({ state: 'visible' });
    expect(await header.burger.getAttribute('aria-expanded')).toBe('true');
    const menu = await header.menu();
    expect(await header.itemNames(menu)).toEqual(MENU_NAMES);
    // Focus moves into the panel, on its first item.
    expect(await header.link(menu, 'Players').evaluate((a) => a === document.activeElement)).toBe(
      true,
    );
    expect(await app.hasHorizontalOverflow()).toBe(false);

    await browser.page.keyboard.press('Escape');
    await header.burgerPanel.waitFor({ state: 'hidden' });
    expect(await header.burger.getAttribute('aria-expanded')).toBe('false');
    expect(await header.burger.evaluate((button) => button === document.activeElement)).toBe(true);

    // Open again and follow the second item with the keyboard.
    await browser.page.keyboard.press('Enter');
    await header.burgerPanel.waitFor({ state: 'visible' });
    await browser.page.keyboard.press('Tab');
    expect(
      await header.link(menu, 'Tournaments').evaluate((a) => a === document.activeElement),
    ).toBe(true);
    await browser.page.keyboard.press('Enter');
    await app.waitForPath('/tournaments');
    await header.burgerPanel.waitFor({ state: 'hidden' });
    await app.waitForHeading('Tournaments');
  });

  it('opens every section from the burger menu', async () => {
    await app.open('/?lng=en');
    for (const { name, path } of MENU_ITEMS) {
      await header.openBurger();
      const menu = await header.menu();
      if (name === 'GoGlass') {
        expect(await header.disabledItem(menu, name).count()).toBe(1);
        continue;
      }
      await header.link(menu, name).click();
      await app.waitForPath(path);
      await header.burgerPanel.waitFor({ state: 'hidden' });
      await app.waitForHeading(SECTION_TITLES[path]);
      expect(await app.hasHorizontalOverflow(), path).toBe(false);
    }
  });

  it.each(['/', '/about', '/tournaments', '/no-such-page', '/throw-error'])(
    'has no horizontal overflow on %s',
    async (path) => {
      await app.open(`${path}?lng=en`);
      await app.main.locator('h1').first().waitFor();
      expect(await app.hasHorizontalOverflow()).toBe(false);
      await header.openBurger();
      expect(await app.hasHorizontalOverflow()).toBe(false);
    },
  );
});
