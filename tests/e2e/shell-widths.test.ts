import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { SiteHeader } from './pages/site-header';
import { SyncIndicator } from './pages/sync-indicator';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';

/** The widths a newcomer tried: a phone, and the laptops where the header used to overflow. */
const WIDTHS = [360, 1100, 1150, 1200, 1280] as const;
/** From this width on the header shows its controls instead of the burger. */
const DESKTOP_WIDTH = 900;

interface Box {
  left: number;
  right: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right };
  });
}

/** No sideways scroll: the page is no wider than the window. */
async function pageWidth(app: AppPage): Promise<{ scrollWidth: number; innerWidth: number }> {
  return app.page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
}

async function expectInside(locator: Locator, width: number, what: string): Promise<void> {
  const box = await boxOf(locator);
  expect(box.left, what).toBeGreaterThanOrEqual(0);
  expect(box.right, what).toBeLessThanOrEqual(width);
}

const VISITORS = [
  { who: 'a visitor', login: null, pages: ['/'] },
  { who: 'the demo user', login: DEMO_ACCOUNTS.user, pages: ['/'] },
  { who: 'the admin', login: DEMO_ACCOUNTS.admin, pages: ['/', '/admin'] },
] as const;

describe.each(VISITORS)('the pages of $who at 360-1280 px', ({ login, pages }) => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    if (login) await signInThroughApi(browser.context, login);
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const path of pages) {
    it.each(['ru', 'en'] as const)(
      `${path} in %s has no sideways scroll, and Sign in / Donate stay on screen`,
      async (language) => {
        await browser.page.setViewportSize({ width: 1280, height: 800 });
        await app.open(`${path}?lng=${language}`);
        await app.heading.waitFor();
        // the widest the sync state gets: the time of the last sync
        await new SyncIndicator(browser.page).waitForSynced();
        const account = login
          ? header.desktop.locator('.account-menu')
          : header.accountLink().filter({ hasText: language === 'ru' ? 'Войти' : 'Sign in' });
        await account.waitFor();
        for (const width of WIDTHS) {
          await browser.page.setViewportSize({ width, height: 800 });
          const where = `${path} ${language} ${width} px`;
          const measured = await pageWidth(app);
          expect(measured.innerWidth, where).toBe(width);
          expect(measured.scrollWidth, where).toBeLessThanOrEqual(measured.innerWidth);
          await expectInside(app.heading, width, `${where}: the heading`);
          if (width < DESKTOP_WIDTH) {
            await expectInside(header.burger, width, `${where}: the menu button`);
            continue;
          }
          await expectInside(account, width, `${where}: ${login ? 'the account' : 'Sign in'}`);
          await expectInside(header.desktop.locator('.button--donate'), width, `${where}: Donate`);
        }
      },
    );
  }
});

/** The columns a grid lays out now (its computed grid-template-columns, one width per column). */
async function gridColumns(grid: Locator): Promise<number> {
  return grid.evaluate(
    (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
  );
}

const FILTER_GRIDS = [
  // the names row: on a phone the other filters wait behind a button
  { path: '/players', grid: '.player-filters__names', phoneColumns: 1, wideColumns: 2 },
  { path: '/tournaments', grid: '.tournaments-filters__grid', phoneColumns: 2, wideColumns: 4 },
] as const;

describe('the spec’s general breakpoint: the phone layout up to 767 px, the wide one from 768 px', () => {
  let browser: Browser;
  let app: AppPage;

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    app = new AppPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(FILTER_GRIDS)(
    'lays out the filters of $path',
    async ({ path, grid, phoneColumns, wideColumns }) => {
      await browser.page.setViewportSize({ width: 767, height: 800 });
      await app.open(`${path}?lng=en`);
      const filters = browser.page.locator(grid).first();
      await filters.waitFor();
      expect(await gridColumns(filters)).toBe(phoneColumns);
      await browser.page.setViewportSize({ width: 769, height: 800 });
      await expect.poll(() => gridColumns(filters)).toBe(wideColumns);
    },
  );
});
