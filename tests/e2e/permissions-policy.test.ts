import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

describe('the Permissions-Policy of the app', () => {
  let browser: Browser;
  const warnings: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    browser.page.on('console', (message) => {
      if (message.text().includes('Permissions-Policy')) warnings.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets the page use the camera and nothing it does not use, in words chromium knows', async () => {
    await new AppPage(browser.page, baseUrl()).open();
    const allowed = await browser.page.evaluate(() => {
      // Chromium's own API: the features this document may use under its policy.
      const policy = (document as Document & { featurePolicy?: { allowedFeatures(): string[] } })
        .featurePolicy;
      return policy ? policy.allowedFeatures() : null;
    });
    expect(allowed).toContain('camera');
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
      expect(allowed, feature).not.toContain(feature);
    }
    // the header's parse errors (an unknown feature) are console warnings
    expect(warnings).toEqual([]);
  });
});
