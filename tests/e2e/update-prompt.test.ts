import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { UpdateBanner } from './pages/update-banner';
import { baseUrl, pwaDir } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

/** The service worker the running server sends (the build of the e2e global set-up). */
const SERVICE_WORKER = join(pwaDir(), 'sw.js');

describe('a new version of the app', () => {
  let browser: Browser;
  let original: string;

  beforeAll(async () => {
    original = await readFile(SERVICE_WORKER, 'utf8');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (original !== undefined) await writeFile(SERVICE_WORKER, original);
  });

  it('is offered in a banner and taken on reload', async () => {
    const app = new AppPage(browser.page, baseUrl());
    const banner = new UpdateBanner(browser.page);
    await app.open();
    await app.waitForServiceWorkerControl();
    await app.waitForShell();
    expect(await banner.banner.count()).toBe(0);

    // A deploy: the server now sends a different service worker.
    await writeFile(SERVICE_WORKER, `${original}\n// a new version (tests/e2e)\n`);
    await app.checkForUpdate();
    await banner.waitVisible();
    expect(await app.hasWaitingWorker()).toBe(true);

    await banner.reload();
    await app.waitForShell();
    expect(await app.hasWaitingWorker()).toBe(false);
    expect(await banner.banner.count()).toBe(0);
    expect(await app.waitForServiceWorkerControl()).toBe(app.url('/sw.js'));
  });
});
