import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { SiteHeader } from './pages/site-header';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

const TRANSITION_CLASS = 'theme-transition';

interface ThemeState {
  theme: string | undefined;
  colorScheme: string;
  themeColor: string | null;
  stored: string | null;
  storedAuto: string | null;
}

describe('the theme', () => {
  let browser: Browser;
  let app: AppPage;
  let header: SiteHeader;

  const themeState = () =>
    browser.page.evaluate((): ThemeState => ({
      theme: document.documentElement.dataset.theme,
      colorScheme: document.documentElement.style.colorScheme,
      themeColor:
        document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
      stored: localStorage.getItem('theme'),
      storedAuto: localStorage.getItem('AutoThemeMode'),
    }));

  const waitForTheme = (theme: 'light' | 'dark') =>
    browser.page.waitForFunction((want) => document.documentElement.dataset.theme === want, theme);

  beforeEach(async () => {
    browser = await launchBrowser();
    app = new AppPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
  });

  afterEach(async () => {
    await browser?.close();
  });

  it('dark puts the dark theme on <html>, stores "theme" and survives a reload', async () => {
    await browser.page.emulateMedia({ colorScheme: 'light' });
    await app.open('/?lng=en');
    await app.waitForShell();
    expect((await themeState()).theme).toBe('light');

    await header.chooseTheme('Dark');
    expect(await themeState()).toEqual({
      theme: 'dark',
      colorScheme: 'dark',
      themeColor: '#15191d',
      stored: 'dark',
      storedAuto: 'false',
    });

    // The system still prefers light: the stored choice wins, from the first paint on.
    await app.reload();
    expect((await themeState()).theme).toBe('dark');
    await app.waitForShell();
    expect((await themeState()).theme).toBe('dark');
    const tooltip = await header.tooltipOf(header.themeToggle);
    expect(await tooltip.textContent()).toBe('Theme: Dark');

    // And back to light.
    await header.chooseTheme('Light');
    expect(await themeState()).toMatchObject({ theme: 'light', stored: 'light' });
  });

  it('cross-fades: the transition class comes with the change and is gone within a second', async () => {
    await browser.page.emulateMedia({ colorScheme: 'light' });
    await app.open('/?lng=en');
    await app.waitForShell();
    await header.themeToggle.waitFor();
    // Records whether <html> ever had the class, however briefly.
    await browser.page.evaluate((name) => {
      const root = document.documentElement;
      const seen = { value: false };
      (window as unknown as { transitionSeen: typeof seen }).transitionSeen = seen;
      new MutationObserver(() => {
        if (root.classList.contains(name)) seen.value = true;
      }).observe(root, { attributes: true, attributeFilter: ['class'] });
    }, TRANSITION_CLASS);

    await header.chooseTheme('Dark');
    await browser.page.waitForFunction(
      (name) =>
        (window as unknown as { transitionSeen: { value: boolean } }).transitionSeen.value &&
        !document.documentElement.classList.contains(name),
      TRANSITION_CLASS,
      { timeout: 1000 },
    );
    expect((await themeState()).theme).toBe('dark');
  });

  it('keeps cross-fading until 300 ms after the last of two quick changes', async () => {
    await browser.page.emulateMedia({ colorScheme: 'light' });
    await app.open('/?lng=en');
    await app.waitForShell();
    await header.themeToggle.waitFor();
    // A quiet page (the first sync done), so that the page's timers run on time.
    await header.root
      .locator('.sync-indicator[data-state="idle"] .sync-indicator__short')
      .waitFor();
    const handle = await header.themeToggle.elementHandle();
    // Two clicks 150 ms apart in the page (a visitor cycling through the themes), with the
    // moment the class came off for good.
    const times = await browser.page.evaluate(
      ([button, name]) =>
        new Promise<{ lastClick: number; removed: number; stillFading: boolean }>((resolve) => {
          const root = document.documentElement;
          let lastClick = 0;
          let stillFading = false;
          new MutationObserver(() => {
            if (lastClick > 0 && !root.classList.contains(name))
              resolve({ lastClick, removed: performance.now(), stillFading });
          }).observe(root, { attributes: true, attributeFilter: ['class'] });
          (button as HTMLButtonElement).click();
          window.setTimeout(() => {
            stillFading = root.classList.contains(name);
            (button as HTMLButtonElement).click();
            lastClick = performance.now();
          }, 150);
        }),
      [handle, TRANSITION_CLASS] as const,
    );
    // The second change came while the first one still faded...
    expect(times.stillFading).toBe(true);
    // ...and the fade lasts its full time after it.
    expect(times.removed - times.lastClick).toBeGreaterThanOrEqual(250);
    expect(times.removed - times.lastClick).toBeLessThan(1000);
  });

  it('auto follows the system colour scheme live, a chosen theme does not', async () => {
    await browser.page.emulateMedia({ colorScheme: 'dark' });
    await app.open('/?lng=en');
    await app.waitForShell();
    const tooltip = await header.tooltipOf(header.themeToggle);
    expect(await tooltip.textContent()).toBe('Theme: Auto');
    expect((await themeState()).theme).toBe('dark');

    await browser.page.emulateMedia({ colorScheme: 'light' });
    await waitForTheme('light');
    expect(await themeState()).toMatchObject({ stored: 'light', storedAuto: 'true' });
    await browser.page.emulateMedia({ colorScheme: 'dark' });
    await waitForTheme('dark');
    expect(await themeState()).toMatchObject({ stored: 'dark', storedAuto: 'true' });

    // Still auto after a reload, under whatever the system says then.
    await browser.page.emulateMedia({ colorScheme: 'light' });
    await app.reload();
    await app.waitForShell();
    expect((await themeState()).theme).toBe('light');

    // A chosen theme stays put when the system changes.
    await header.chooseTheme('Light');
    await browser.page.emulateMedia({ colorScheme: 'dark' });
    await browser.page.waitForFunction(() => matchMedia('(prefers-color-scheme: dark)').matches);
    // One more frame for a (wrong) listener to have run.
    await browser.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await themeState()).toMatchObject({ theme: 'light', stored: 'light' });
  });
});
