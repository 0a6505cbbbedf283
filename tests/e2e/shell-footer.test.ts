import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { SiteFooter } from './pages/site-footer';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

const SUPPORT_EMAIL = 'support@gofederation.ru';

describe('the footer', () => {
  let browser: Browser;
  let app: AppPage;
  let footer: SiteFooter;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = new AppPage(browser.page, baseUrl());
    footer = new SiteFooter(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['Players', '/players'],
    ['Tournaments', '/tournaments'],
    ['About', '/about'],
  ])('links to %s', async (name, path) => {
    await app.open('/?lng=en');
    const link = footer.sectionLink(name);
    expect(await link.getAttribute('href')).toBe(path);
    await link.click();
    await app.waitForPath(path);
    await app.waitForHeading(name === 'About' ? 'About the site' : name);
  });

  it('copies the e-mail on a click and says "Скопировано" for a moment', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: app.url('/'),
    });
    await app.open('/?lng=ru');
    await footer.email.waitFor();
    expect((await footer.email.textContent())?.trim()).toBe(SUPPORT_EMAIL);
    await browser.page.evaluate(() => navigator.clipboard.writeText('something else'));
    const tooltip = await footer.emailTooltip();
    expect(await tooltip.isVisible()).toBe(false);

    await footer.email.click();
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.textContent()).toBe('Скопировано');
    expect(await browser.page.evaluate(() => navigator.clipboard.readText())).toBe(SUPPORT_EMAIL);
    // It goes away by itself, though the pointer is still on the address.
    await tooltip.waitFor({ state: 'hidden', timeout: 5000 });
    expect(await footer.email.isVisible()).toBe(true);
  });

  it('shows the client version, 0.2.1 as in package.json', async () => {
    await app.open('/?lng=en');
    await footer.version.waitFor();
    expect(await footer.version.textContent()).toBe('Version 0.2.1');
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(pkg.version).toBe('0.2.1');
    await app.open('/?lng=ru');
    await expect.poll(() => footer.version.textContent()).toBe('Версия 0.2.1');
  });

  it('has the two Telegram links, opening in a new tab', async () => {
    await app.open('/?lng=en');
    await footer.root.waitFor();
    expect(await footer.telegramLinks.count()).toBe(2);
    const links = await footer.telegramLinks.evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href'),
        text: a.textContent?.trim(),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    );
    expect(links).toEqual([
      {
        href: 'https://t.me/gofederation',
        text: 'Telegram news channel',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      {
        href: 'https://t.me/gofederation_chat',
        text: 'Telegram chat',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    ]);
  });

  it('links the two policy PDFs, which the server sends as application/pdf', async () => {
    await app.open('/?lng=en');
    await footer.root.waitFor();
    const hrefs = await footer.documentLinks.evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute('href') ?? ''),
    );
    expect(hrefs).toEqual(['/api/v1/docs/privacy-policy.pdf', '/api/v1/docs/cookie-policy.pdf']);
    expect(await footer.documentLinks.allTextContents()).toEqual([
      'Privacy policy',
      'Cookie policy',
    ]);
    for (const href of hrefs) {
      const response = await browser.context.request.get(app.url(href));
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
    }
  });

  it('says © 2024', async () => {
    await app.open('/?lng=en');
    await footer.root.waitFor();
    expect(await footer.root.locator('small').allTextContents()).toContain('© 2024');
  });
});
