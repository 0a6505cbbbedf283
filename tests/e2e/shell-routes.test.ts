import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { CrashScreen } from './pages/crash-screen';
import { SiteFooter } from './pages/site-footer';
import { SiteHeader } from './pages/site-header';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

/** Every address of the site, and the title its page shows in English. */
const ROUTES: Array<[path: string, title: string]> = [
  ['/', 'Go Federation'],
  ['/players', 'Players'],
  ['/players/1', ''], // the player's name, from the demo data
  ['/tournaments', 'Tournaments'],
  ['/tournaments/1', ''], // the tournament's title, from the demo data
  ['/calculator', ''], // the calculator feature's own title
  ['/sign-in', 'Sign in'],
  ['/sign-up', 'Sign up'],
  ['/sign-up/abc', 'Activation failed'],
  ['/reset-password', 'Reset password'],
  ['/reset-password/abc', 'New password'],
  ['/about', 'About the site'],
  ['/viewer/1', ''], // the game's players, from the demo data
  ['/server', 'Go server'],
  ['/server/1', ''], // 'Online game' while loading, then the game's players (a game of the play tests)
  ['/statistics', 'Statistics'],
  ['/games', 'Games'],
  ['/demo', 'Demo board'],
  ['/broadcasts', 'Broadcasts'],
  ['/broadcast/1', ''], // the broadcast's title, from the demo data
];

const NOT_FOUND_TEXT = 'Page not found. Sorry, the page you are looking for does not exist.';

describe('the routes of the app shell', () => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;
  let footer: SiteFooter;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
    footer = new SiteFooter(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(ROUTES)('%s renders its page inside the layout', async (path, title) => {
    await app.open(`${path}?lng=en`);
    if (title) await app.waitForHeading(title);
    else await app.heading.waitFor();
    expect(app.pathname()).toBe(path);
    expect(await header.root.isVisible()).toBe(true);
    expect(await footer.root.isVisible()).toBe(true);
    expect((await app.heading.textContent())?.trim()).not.toBe('');
    const text = (await app.main.innerText()).trim();
    expect(text).not.toContain(NOT_FOUND_TEXT);
    expect(text).not.toContain('Error 404');
    expect(text).not.toContain('Something went wrong');
  });

  it.each(['/no-such-page', '/players/1/extra', '/tournaments/1/standings/x'])(
    '%s shows "page not found" inside the layout',
    async (path) => {
      await app.open(`${path}?lng=en`);
      await app.waitForHeading('Error 404');
      expect(app.pathname()).toBe(path);
      expect(await header.root.isVisible()).toBe(true);
      expect(await footer.root.isVisible()).toBe(true);
      expect(await app.main.locator('.empty-page__message').textContent()).toBe(NOT_FOUND_TEXT);
    },
  );

  it('/throw-error shows the crash screen and reports the error to POST /api/v1/log (204)', async () => {
    const crash = new CrashScreen(browser.page);
    const isReport = (url: URL) => url.pathname === '/api/v1/log';
    // ky sends fetch(Request), whose body Chromium streams: Playwright sees it only when it
    // intercepts the request. The route passes it on to the server untouched.
    await browser.page.route(isReport, (route) => route.continue());
    const report = browser.page.waitForRequest(
      (request) => request.method() === 'POST' && isReport(new URL(request.url())),
    );
    await app.open('/throw-error?lng=en');
    await crash.root.waitFor();
    expect(await crash.title.textContent()).toBe('Something went wrong');
    expect(await crash.text.textContent()).toBe(
      'An error occurred. Please refresh the page and try again.',
    );
    expect(await crash.message.textContent()).toBe('Test error: this page throws on purpose');
    // Pages fail inside the layout: the menu stays usable.
    expect(await header.root.isVisible()).toBe(true);
    expect(await footer.root.isVisible()).toBe(true);

    const request = await report;
    expect(request.headers()['content-type']).toContain('application/json');
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['Msg']);
    expect(typeof body.Msg).toBe('string');
    expect(body.Msg).toContain('Test error: this page throws on purpose');
    expect(body.Msg).toContain(app.url('/throw-error'));
    const response = await request.response();
    expect(response?.status()).toBe(204);

    await browser.page.unroute(isReport);

    await header.link(header.bar, 'About').click();
    await app.waitForHeading('About the site');
    expect(await crash.root.count()).toBe(0);
  });
});
