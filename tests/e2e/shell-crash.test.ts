import type { Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { CrashScreen } from './pages/crash-screen';
import { SiteHeader } from './pages/site-header';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

/** The about page's own chunk (vite names a lazy page's chunk after its module). */
const isAboutChunk = (url: URL) => /^\/assets\/about-page-[\w-]+\.js$/.test(url.pathname);
const isReport = (url: URL) => url.pathname === '/api/v1/log';

describe('a page whose chunk fails to load', () => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;
  let crash: CrashScreen;

  beforeAll(async () => {
    // Without the service worker: it would answer the chunk from its precache, out of
    // page.route's reach.
    browser = await launchBrowser({ serviceWorkers: 'block' });
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
    crash = new CrashScreen(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reloads the page once, then shows the crash screen and reports to POST /api/v1/log', async () => {
    const { page } = browser;
    await app.open('/?lng=en');
    await app.heading.waitFor();

    // The chunk is gone (as after a new deployment): every request for it fails.
    const chunkRequests: string[] = [];
    const abortChunk = (route: Route) => {
      chunkRequests.push(route.request().url());
      return route.abort('failed');
    };
    await page.route(isAboutChunk, abortChunk);
    // ky sends fetch(Request), whose body Chromium streams: Playwright sees it only when it
    // intercepts the request. The route passes it on to the server untouched.
    await page.route(isReport, (route) => route.continue());
    const reports: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && isReport(new URL(request.url()))) reports.push(request);
    };
    page.on('request', onRequest);
    let loads = 0;
    const onLoad = () => (loads += 1);
    page.on('load', onLoad);
    // Gone with the document when the page reloads.
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    // Whether this document shows the crash screen before it reloads (sessionStorage outlives it).
    await page.evaluate(() =>
      new MutationObserver(() => {
        if (document.querySelector('section.crash')) sessionStorage.setItem('e2e-crash-shown', '1');
      }).observe(document.body, { childList: true, subtree: true }),
    );

    try {
      await header.link(header.bar, 'About').click();

      await expect.poll(() => reports.length, { timeout: 15_000 }).toBe(1);
      await crash.root.waitFor();
      expect(loads).toBe(1);
      expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
      // The first failure reloads without flashing the crash screen first.
      expect(await page.evaluate(() => sessionStorage.getItem('e2e-crash-shown'))).toBeNull();
      // Once for the in-app navigation, once more after the reload: then it gives up.
      expect(chunkRequests).toHaveLength(2);
      expect(app.pathname()).toBe('/about');
      expect(await crash.title.textContent()).toBe('Something went wrong');
      const message = (await crash.message.textContent()) ?? '';
      expect(message).toMatch(/dynamically imported module/i);

      const report = reports[0];
      const body = report.postDataJSON() as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['Msg']);
      expect(body.Msg).toContain(message);
      expect(body.Msg).toContain(app.url('/about'));
      expect((await report.response())?.status()).toBe(204);

      // No second reload follows: the page stays as it is, reported once.
      await page.evaluate(() => Object.assign(window, { afterReload: true }));
      await crash.root.waitFor();
      expect(await page.evaluate(() => 'afterReload' in window)).toBe(true);
      expect(loads).toBe(1);
      expect(reports).toHaveLength(1);
    } finally {
      page.off('request', onRequest);
      page.off('load', onLoad);
      await page.unrouteAll();
    }
  });
});
