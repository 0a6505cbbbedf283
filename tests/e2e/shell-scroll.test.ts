import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { SiteHeader } from './pages/site-header';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

describe('scroll restoration at 360 px', () => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;

  const scrollY = () => browser.page.evaluate(() => window.scrollY);
  const maxScroll = () =>
    browser.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

  beforeAll(async () => {
    browser = await launchBrowser();
    await browser.page.setViewportSize({ width: 360, height: 640 });
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('brings back the position on "back"; a new navigation starts at the top', async () => {
    await app.open('/about?lng=en');
    await app.waitForHeading('About the site');
    expect(await maxScroll()).toBeGreaterThan(500);
    const aboutY = await app.scrollTo(Math.min(800, (await maxScroll()) - 20));
    expect(aboutY).toBeGreaterThan(400);

    // A new page (the brand link in the sticky header) starts at the top.
    await header.brand.click();
    await app.waitForPath('/');
    await app.waitForHeading('Go Federation');
    await app.waitForScrollY(0);

    // Back: /about where it was left.
    await browser.page.goBack();
    await app.waitForPath('/about');
    await app.waitForHeading('About the site');
    await app.waitForScrollY(aboutY);

    // Forward: the home page at the top, where it was left.
    await browser.page.goForward();
    await app.waitForPath('/');
    await app.waitForScrollY(0);

    // A link to /about (not "back") starts at the top, although /about has a position saved.
    expect(await maxScroll()).toBeGreaterThan(300);
    await app.scrollTo(300);
    await header.openBurger();
    await header.link(await header.menu(), 'About').click();
    await app.waitForPath('/about');
    await app.waitForHeading('About the site');
    await app.waitForScrollY(0);
    // Two frames later still at the top (a late restore would have moved it by now).
    await browser.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await scrollY()).toBe(0);
  });
});
