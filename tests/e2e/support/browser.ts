import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser as Chromium,
  type BrowserContext,
  type Page,
} from 'playwright-core';

/**
 * Debian's chromium as its headless shell (package chromium-headless-shell, built from the same
 * sources as /usr/bin/chromium; the binary Playwright itself runs headless tests in). Chromium's
 * own headless mode also runs the browser's interface in a renderer of its own: a browser file
 * took about a quarter more CPU time in it (docs/testing.md, "CI timings").
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /**
   * 'block' keeps the app's service worker from registering, so every request reaches the
   * network, where page.route sees it (requests a service worker answers bypass page.route).
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * 'own' launches a chromium of its own on a new profile directory, as a visitor's browser: a
   * context in the shared chromium is off the record, which chromium's installability check
   * refuses ("in-incognito").
   */
  profile?: 'shared' | 'own';
  /** flags beside CHROMIUM_ARGS, for a chromium of its own (as profile 'own') */
  args?: string[];
}

/** The test worker's one chromium process, started on first use (see launchBrowser). */
let running: Promise<Chromium> | null = null;

function sharedChromium(): Promise<Chromium> {
  running ??= chromium
    .launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
    .then((browser) => {
      browser.on('disconnected', () => {
        running = null;
      });
      return browser;
    });
  return running;
}

/**
 * A fresh browser for one test file: a new context (its own cookies, service workers, caches and
 * IndexedDB, nothing left from before) in the test worker's chromium, one page open. Launching a
 * chromium with a new profile for each file cost about 1.1 s under the tests' load, a context
 * 0.3 s (docs/testing.md, "CI timings"). close() closes the context.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  if (options.profile === 'own' || options.args) return launchWithProfile(options);
  const context = await (
    await sharedChromium()
  ).newContext({ serviceWorkers: options.serviceWorkers ?? 'allow' });
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

async function launchWithProfile(options: LaunchOptions): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'go-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
