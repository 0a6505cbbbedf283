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

  it('spring back when dragged half their width, and close when dragged past 80% of it', async () => {
    const { page } = browser;
    await app.open('/?lng=en');
    await app.waitForShell();
    await app.heading.waitFor();
    await page.mouse.move(10, 600);
    try {
      await browser.context.setOffline(true);
      const offline = toaster.toast(OFFLINE);
      await offline.waitFor({ state: 'visible' });
      await offline.evaluate((toast) =>
        Promise.all(toast.getAnimations().map((animation) => animation.finished)),
      );
      const rest = await offline.boundingBox();
      expect(rest).not.toBeNull();
      const { x, width } = rest!;
      // Grabbed by its message (the close button does not start a drag), dragged to the left:
      // to the right it would leave the viewport.
      const message = await offline.locator('.toast__message').boundingBox();
      expect(message).not.toBeNull();
      const startX = message!.x + message!.width / 2;
      const startY = message!.y + message!.height / 2;

      // Half its width: it follows the pointer, then springs back when let go.
      await page.mouse.move(startX, startY);
      await page.mouse.down();
      await page.mouse.move(startX - width * 0.5, startY, { steps: 10 });
      const dragged = await offline.boundingBox();
      expect(Math.abs(dragged!.x - (x - width * 0.5))).toBeLessThanOrEqual(4);
      await page.mouse.up();
      await expect
        .poll(async () => Math.abs((await offline.boundingBox())!.x - x), { timeout: 2000 })
        .toBeLessThanOrEqual(1);
      expect(await offline.isVisible()).toBe(true);
      expect(await offline.evaluate((toast) => toast.style.transform)).toBe('');

      // Past 80% of its width: dismissed, long before it would close by itself (5 s).
      const grab = await offline.locator('.toast__message').boundingBox();
      await page.mouse.move(grab!.x + grab!.width / 2, startY);
      await page.mouse.down();
      await page.mouse.move(grab!.x + grab!.width / 2 - width * 0.9, startY, { steps: 10 });
      await page.mouse.up();
      const releasedAt = Date.now();
      await offline.waitFor({ state: 'hidden', timeout: 1500 });
      expect(Date.now() - releasedAt).toBeLessThan(1500);
      expect(await toaster.toasts.count()).toBe(0);
    } finally {
      await page.mouse.move(10, 600);
      await browser.context.setOffline(false);
    }
  });
});
