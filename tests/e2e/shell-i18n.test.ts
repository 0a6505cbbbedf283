import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { SiteHeader } from './pages/site-header';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

/** The first item of the menu, in each language. */
const PLAYERS = { ru: 'Игроки', en: 'Players', zh: '棋手' } as const;

describe('the language', () => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;

  const htmlLang = () => browser.page.evaluate(() => document.documentElement.lang);
  const storedLang = () => browser.page.evaluate(() => localStorage.getItem('lang'));
  const cookieLang = async () =>
    (await browser.context.cookies(app.url('/'))).find((cookie) => cookie.name === 'i18next')
      ?.value;
  /** Waits until the menu's first item reads `text` (translations loaded and applied). */
  const waitForMenu = (text: string) =>
    header.bar.locator('.nav-link').first().filter({ hasText: text }).waitFor();

  beforeEach(async () => {
    browser = await launchBrowser();
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
  });

  afterEach(async () => {
    await browser?.close();
  });

  it('switches to English: texts, <html lang>, /locales/en/*.json, kept across reloads', async () => {
    // English is the fallback language: its files come with the first page, whatever language.
    const english = browser.page.waitForResponse((response) =>
      /^\/locales\/en\/[\w-]+\.json$/.test(new URL(response.url()).pathname),
    );
    await app.open('/?lng=ru');
    await waitForMenu(PLAYERS.ru);
    expect(await htmlLang()).toBe('ru');
    await app.waitForHeading('Федерация го');
    const response = await english;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(new URL(response.url()).pathname).toBe('/locales/en/common.json');
    expect(await response.json()).toMatchObject({ nav: { players: PLAYERS.en } });

    await header.chooseLanguage('en');
    await waitForMenu(PLAYERS.en);
    await app.waitForHeading('Go Federation');
    expect(await header.accountLink().textContent()).toContain('Sign in');
    expect(await htmlLang()).toBe('en');
    expect(await header.languageSelect.inputValue()).toBe('en');
    expect(await storedLang()).toBe('en');
    expect(await cookieLang()).toBe('en');

    // A reload without ?lng keeps English (cookie and localStorage)...
    await app.open('/');
    await waitForMenu(PLAYERS.en);
    expect(await htmlLang()).toBe('en');
    // ...and so does localStorage alone.
    await browser.context.clearCookies();
    await app.reload();
    await waitForMenu(PLAYERS.en);
    expect(await htmlLang()).toBe('en');
    expect(await header.languageSelect.inputValue()).toBe('en');
  });

  it('fetches a language it has not loaded yet from /locales/<lng>/ when switching to it', async () => {
    await app.open('/?lng=en');
    await waitForMenu(PLAYERS.en);
    const chinese = browser.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/locales/zh/common.json',
    );
    await header.chooseLanguage('zh');
    expect((await chinese).status()).toBe(200);
    await waitForMenu(PLAYERS.zh);
    expect(await htmlLang()).toBe('zh');
    expect(await storedLang()).toBe('zh');
  });

  it('takes ?lng=zh over the stored language', async () => {
    await app.open('/?lng=en');
    await waitForMenu(PLAYERS.en);
    expect(await storedLang()).toBe('en');

    await app.open('/?lng=zh');
    await waitForMenu(PLAYERS.zh);
    expect(await htmlLang()).toBe('zh');
    expect(await header.languageSelect.inputValue()).toBe('zh');
    expect(await storedLang()).toBe('zh');
  });

  it.each([
    '<script>window.__injected = true</script>',
    '"><img src=x onerror="window.__injected = true">',
  ])('rejects ?lng=%s: falls back to the stored language, runs nothing', async (payload) => {
    const dialogs: string[] = [];
    browser.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const requested: string[] = [];
    browser.page.on('request', (request) => requested.push(request.url()));

    await app.open('/?lng=ru');
    await waitForMenu(PLAYERS.ru);

    await app.open(`/?lng=${encodeURIComponent(payload)}`);
    await app.waitForShell();
    await waitForMenu(PLAYERS.ru);
    await app.waitForHeading('Федерация го');
    expect(await htmlLang()).toBe('ru');
    expect(await header.languageSelect.inputValue()).toBe('ru');
    expect(await storedLang()).toBe('ru');
    expect(await cookieLang()).toBe('ru');
    expect(await browser.page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(
      false,
    );
    expect(await browser.page.locator('body img[src="x"], body script:not([src])').count()).toBe(0);
    expect(dialogs).toEqual([]);
    // No translation file was asked for under the rejected name.
    expect(
      requested.filter((url) => url.includes('/locales/') && !/\/locales\/(ru|en|zh)\//.test(url)),
    ).toEqual([]);
  });

  it('falls back to a language of ours on a first visit with a rejected ?lng', async () => {
    await app.open(`/?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    await app.waitForShell();
    await header.bar.locator('.nav-link').first().waitFor();
    const lang = await htmlLang();
    // No choice stored: the browser's language (en-US in this chromium) or the default ru.
    expect(['en', 'ru']).toContain(lang);
    expect(await header.languageSelect.inputValue()).toBe(lang);
    expect(await header.bar.locator('.nav-link').first().textContent()).toBe(
      PLAYERS[lang as 'en' | 'ru'],
    );
    expect(await storedLang()).toBe(lang);
  });
});
