import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import { waitUntil } from '../support/wait-until';

/** The translation files of the repository, one folder per language. */
const LOCALES_DIR = resolve(import.meta.dirname, '../../../locales');

/** The app shell as a visitor's browser sees it: the page, its manifest and service worker. */
export class AppPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** The page content between header and footer (pwa/src/app/layout.tsx). */
  get main(): Locator {
    return this.page.locator('main#main');
  }

  /** The page's title inside main. */
  get heading(): Locator {
    return this.main.locator('h1').first();
  }

  url(path: string): string {
    return new URL(path, this.baseUrl).href;
  }

  async open(path = '/'): Promise<Response | null> {
    return this.page.goto(this.url(path), { waitUntil: 'load' });
  }

  async reload(): Promise<Response | null> {
    return this.page.reload({ waitUntil: 'load' });
  }

  /** The absolute URL of the linked web app manifest, or null when none is linked. */
  async manifestUrl(): Promise<string | null> {
    const href = await this.page.locator('link[rel="manifest"]').getAttribute('href');
    return href === null ? null : this.url(href);
  }

  /**
   * Waits until a service worker is active and controls the page; returns its script URL. The
   * worker installs only once its precache (3 MB, the network's worker included) is fetched:
   * 14 s was seen on a loaded CI machine, so the wait allows 40.
   */
  async waitForServiceWorkerControl(): Promise<string> {
    const handle = await this.page.waitForFunction(
      () => navigator.serviceWorker.controller?.scriptURL,
      undefined,
      { timeout: 40_000 },
    );
    return (await handle.jsonValue()) as string;
  }

  /**
   * Waits until the service worker's caches hold every translation file of the page's language
   * and of the fallback (English): the app fetches them all through the worker once it controls
   * the page (pwa/src/lib/offline-locales.ts), and a reload offline needs each namespace a
   * component asks for, not only those loaded so far.
   */
  async waitForLocalesCached(pageLanguage?: string): Promise<void> {
    const language =
      pageLanguage ?? (await this.page.evaluate(() => document.documentElement.lang || 'ru'));
    const urls = [...new Set([language, 'en'])].flatMap((lng) =>
      readdirSync(join(LOCALES_DIR, lng))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `/locales/${lng}/${file}`),
    );
    await this.waitForCachedFiles(urls);
  }

  /**
   * Waits until the service worker's caches hold each of these paths (precached files are kept
   * with a ?__WB_REVISION__ suffix, hence ignoreSearch, as the app itself looks them up).
   */
  async waitForCachedFiles(paths: readonly string[]): Promise<void> {
    const allCached = () =>
      this.page.evaluate(async (files) => {
        const cached = await Promise.all(
          files.map((path) => caches.match(path, { ignoreSearch: true })),
        );
        return cached.every(Boolean);
      }, paths);
    await waitUntil(allCached, `the service worker to keep ${paths.join(', ')}`);
  }

  /** Asks the browser to look for a new service worker now (as it does on its own later). */
  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  }

  /** True when an installed service worker waits to take over. */
  async hasWaitingWorker(): Promise<boolean> {
    return this.page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting != null,
    );
  }

  /** Waits until the app has rendered something into its root element. */
  async waitForShell(): Promise<void> {
    await this.page.waitForFunction(
      () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
    );
  }

  /** fetch() from the page, so through its service worker; resolves with the response seen. */
  async fetchJson(path: string): Promise<{ response: Response; body: unknown }> {
    const url = this.url(path);
    const [response, body] = await Promise.all([
      this.page.waitForResponse(url),
      this.page.evaluate(async (target) => (await fetch(target)).json() as Promise<unknown>, url),
    ]);
    return { response, body };
  }

  /** Chromium's own verdict on installability (what Lighthouse checks), [] when installable. */
  async installabilityErrors(): Promise<string[]> {
    const session = await this.page.context().newCDPSession(this.page);
    try {
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      return installabilityErrors.map((error) => error.errorId);
    } finally {
      await session.detach();
    }
  }

  /** The path of the current address, e.g. '/players'. */
  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  /** Waits until the address has this path (client-side navigations included). */
  async waitForPath(path: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === path);
  }

  /** Waits until main's title (h1) reads exactly `name`; a page still on its way fails it. */
  async waitForHeading(name: string, timeout?: number): Promise<void> {
    try {
      await this.main.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout });
    } catch (error) {
      throw new Error(`no heading "${name}"; the page showed: ${await this.describe()}`, {
        cause: error,
      });
    }
  }

  /** What the visitor sees, for a failing test's message: address, language, texts of the page. */
  async describe(): Promise<string> {
    try {
      const state = await this.page.evaluate(() => ({
        url: location.href,
        lang: document.documentElement.lang,
        controlled: navigator.serviceWorker?.controller != null,
        online: navigator.onLine,
        body: document.body.innerText.replace(/\s+/g, ' ').slice(0, 600),
      }));
      return JSON.stringify(state);
    } catch (error) {
      return `(could not read the page: ${String(error)})`;
    }
  }

  /** True when the document is wider than the viewport (a horizontal scroll bar). */
  async hasHorizontalOverflow(): Promise<boolean> {
    return this.page.evaluate(
      () => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth,
    );
  }

  /**
   * What makes the document wider than the viewport: the innermost elements, outside any
   * scrolling or clipping box, whose right edge passes it (tag, classes, left and right edges);
   * empty when the document is not wider. A failed assertion names them.
   */
  async elementsPastRightEdge(): Promise<string[]> {
    return this.page.evaluate(() => {
      if ((document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth) return [];
      // an element inside a scrolling or clipping box widens that box, not the document
      const clipped = (element: Element): boolean => {
        for (
          let box = element.parentElement;
          box && box !== document.body;
          box = box.parentElement
        ) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      const past = [...document.body.querySelectorAll('*')].filter(
        (element) =>
          element.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(element),
      );
      const named = past
        .filter((element) => !past.some((other) => other !== element && element.contains(other)))
        .map((element) => {
          const { left, right } = element.getBoundingClientRect();
          const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
          return `${name} ${Math.round(left)}-${Math.round(right)} px`;
        });
      return named.length > 0
        ? named
        : [`the document: ${document.scrollingElement?.scrollWidth} px in ${window.innerWidth}`];
    });
  }

  /**
   * Scrolls the window to y and waits until it is there; returns the position reached. Scrolls
   * again while waiting, as a reader would: a page whose lists are still filling in from
   * IndexedDB may change height under the first scroll and leave it short.
   */
  async scrollTo(y: number): Promise<number> {
    await this.waitForScroll(y, () =>
      this.page.waitForFunction((top) => {
        if (Math.abs(window.scrollY - top) <= 1) return true;
        window.scrollTo(0, top);
        return false;
      }, y),
    );
    return this.page.evaluate(() => window.scrollY);
  }

  /** Waits until the window is scrolled to y (give or take a pixel). */
  async waitForScrollY(y: number): Promise<void> {
    await this.waitForScroll(y, () =>
      this.page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 1, y),
    );
  }

  /** Runs a wait for scroll position y; when it fails, says where the page was and how tall. */
  private async waitForScroll(y: number, wait: () => Promise<unknown>): Promise<void> {
    try {
      await wait();
    } catch (error) {
      const where = await this.page
        .evaluate(() => ({
          scrollY: window.scrollY,
          maxScroll: document.documentElement.scrollHeight - window.innerHeight,
          bodyOverflow: getComputedStyle(document.body).overflow,
        }))
        .catch((reason: unknown) => String(reason));
      throw new Error(
        `not scrolled to ${y}: ${JSON.stringify(where)}; the page showed: ${await this.describe()}`,
        { cause: error },
      );
    }
  }
}
