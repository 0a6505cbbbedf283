import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { SiteHeader } from './pages/site-header';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

/** The statistics page's own chunk (vite names a lazy page's chunk after its module). */
const isStatisticsChunk = (url: string) =>
  /\/assets\/statistics-page-[\w-]+\.js$/.test(new URL(url).pathname);

describe('link prefetch', () => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;

  beforeAll(async () => {
    // Without the service worker: it would answer chunks from its precache, unseen.
    browser = await launchBrowser({ serviceWorkers: 'block' });
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('fetches the code of a linked page while the pointer rests on the link, before any click', async () => {
    const chunks: Request[] = [];
    const onRequest = (request: Request) => {
      if (isStatisticsChunk(request.url())) chunks.push(request);
    };
    browser.page.on('request', onRequest);
    try {
      await app.open('/?lng=en');
      await app.heading.waitFor();
      expect(chunks).toHaveLength(0);

      const link = header.link(header.bar, 'Statistics');
      await link.hover();
      await expect.poll(() => chunks.length).toBe(1);
      expect(app.pathname()).toBe('/');
      expect((await chunks[0].response())?.status()).toBe(200);

      await link.click();
      await app.waitForPath('/statistics');
      await app.waitForHeading('Statistics');
    } finally {
      browser.page.off('request', onRequest);
    }
  });
});
