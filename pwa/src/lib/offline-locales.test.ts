import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, NAMESPACES } from './i18n';
import { cacheLocaleFiles, localeUrls } from './offline-locales';

const LOCALES = join(import.meta.dirname, '../../../locales');

describe('localeUrls', () => {
  it('lists every namespace of the language and of the fallback (en)', () => {
    expect(localeUrls('zh')).toEqual([
      ...NAMESPACES.map((ns) => `/locales/zh/${ns}.json`),
      ...NAMESPACES.map((ns) => `/locales/en/${ns}.json`),
    ]);
    expect(localeUrls('zh')).toContain('/locales/zh/players.json');
    expect(localeUrls('en-US')).toEqual(NAMESPACES.map((ns) => `/locales/en/${ns}.json`));
    expect(localeUrls(undefined)).toEqual(localeUrls('en'));
  });

  it.each(LANGUAGES)('knows every translation file of %s', (lng) => {
    const files = readdirSync(join(LOCALES, lng)).filter((file) => file.endsWith('.json'));
    expect([...NAMESPACES].map((ns) => `${ns}.json`).sort()).toEqual(files.sort());
  });
});

describe('cacheLocaleFiles', () => {
  it('fetches only the files no cache holds, and survives failures', async () => {
    const cached = new Set(['/a.json']);
    const host = {
      match: vi.fn((url: string) => Promise.resolve(cached.has(url) ? {} : undefined)),
      fetch: vi.fn((url: string) =>
        url === '/c.json' ? Promise.reject(new TypeError('offline')) : Promise.resolve({}),
      ),
    };
    await cacheLocaleFiles(['/a.json', '/b.json', '/c.json'], host);
    expect(host.fetch.mock.calls.map(([url]) => url)).toEqual(['/b.json', '/c.json']);
  });
});
