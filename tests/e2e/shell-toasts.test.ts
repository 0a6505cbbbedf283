import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { Toaster } from './pages/toaster';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

const OFFLINE = 'You are offline. Saved players, tournaments and the calculator keep working.';
const ONLINE = 'Back online.';
/** The toasts' place (pwa/src/styles/overlays.css): 85 px from the top, 16 px from the right. */
const TOP = 85;
const RIGHT_GAP = 16;

describe('toasts', () => {
  let browser: Browser;
  let app: AppPage;
  let toaster: Toaster;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = new AppPage(browser.page, baseUrl());
    toaster = new Toaster(browser.page);
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('tell the visitor at the top right that the connection dropped, and close by themselves', async () => {
    await app.open('/?lng=en');
    await app.waitForShell();
    await app.heading.waitFor();
    // The pointer away from the toasts (hovering one keeps it open).
    await browser.page.mouse.move(10, 600);
    expect(await toaster.toasts.count()).toBe(0);

    try {
      await browser.context.setOffline(true);
      const offline = toaster.toast(OFFLINE);
      await offline.waitFor({ state: 'visible' });
      const shownAt = Date.now();
      // Measured where it comes to rest, after its slide-in animation.
      await offline.evaluate((toast) =>
        Promise.all(toast.getAnimations().map((animation) => animation.finished)),
      );
      const box = await offline.boundingBox();
      const viewport = browser.page.viewportSize();
      expect(box).not.toBeNull();
      expect(viewport).not.toBeNull();
      expect(Math.abs(box!.x + box!.width - (viewport!.width - RIGHT_GAP))).toBeLessThanOrEqual(4);
      expect(Math.abs(box!.y - TOP)).toBeLessThanOrEqual(4);
      expect(await offline.getAttribute('role')).toBe('status');

      await offline.waitFor({ state: 'hidden', timeout: 15_000 });
      // About five seconds: not at once, not forever.
      expect(Date.now() - shownAt).toBeGreaterThan(3500);
      expect(await toaster.toasts.count()).toBe(0);
    } finally {
      await browser.context.setOffline(false);
    }

    const online = toaster.toast(ONLINE);
    await online.waitFor({ state: 'visible' });
    await online.waitFor({ state: 'hidden', timeout: 15_000 });
  });

  it('close at once with their close button', async () => {
    await app.open('/?lng=en');
    await app.waitForShell();
    await app.heading.waitFor();
    try {
      await browser.context.setOffline(true);
      const offline = toaster.toast(OFFLINE);
      await offline.waitFor({ state: 'visible' });
      await offline.getByRole('button', { name: 'Close' }).click();
      await offline.waitFor({ state: 'hidden', timeout: 1000 });
    } finally {
      await browser.context.setOffline(false);
    }
  });
});
