import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { pngSize } from './support/png-size';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

describe('the installable app', () => {
  let browser: Browser;
  let app: AppPage;

  beforeAll(async () => {
    // A visitor's profile: chromium does not offer to install a page in an off-the-record context.
    browser = await launchBrowser({ profile: 'own' });
    app = new AppPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('links a valid manifest whose icons load at their sizes', async () => {
    await app.open();
    const manifestUrl = await app.manifestUrl();
    expect(manifestUrl).not.toBeNull();
    const response = await browser.context.request.get(manifestUrl!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Федерация го',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'ru',
    });
    expect(manifest.short_name).not.toBe('');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const kinds = manifest.icons.map((icon) => `${icon.purpose ?? 'any'} ${icon.sizes}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 512x512']),
    );
    for (const icon of manifest.icons) {
      const image = await browser.context.request.get(new URL(icon.src, manifestUrl!).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe(icon.type);
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('registers a service worker that controls the page', async () => {
    await app.open();
    const script = await app.waitForServiceWorkerControl();
    expect(script).toBe(app.url('/sw.js'));
    expect(await app.installabilityErrors()).toEqual([]);
  });

  it('opens offline after one online visit, with the default translations from the cache', async () => {
    const online = await browser.context.request.get(app.url('/locales/ru/common.json'));
    const translations: unknown = await online.json();
    await app.open();
    await app.waitForServiceWorkerControl();
    await browser.context.setOffline(true);
    try {
      const page = await app.reload();
      expect(page?.fromServiceWorker()).toBe(true);
      await app.waitForShell();
      const { response, body } = await app.fetchJson('/locales/ru/common.json');
      expect(response.fromServiceWorker()).toBe(true);
      expect(body).toEqual(translations);
    } finally {
      await browser.context.setOffline(false);
    }
  });
});
