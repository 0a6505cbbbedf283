import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

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
  /** flags beside CHROMIUM_ARGS */
  args?: string[];
}

/**
 * Headless chromium with a fresh profile (a new user-data directory: no service worker, cache
 * or IndexedDB left from before), one page open. close() also removes the profile.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
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
