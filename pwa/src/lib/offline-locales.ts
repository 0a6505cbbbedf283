import type { i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, NAMESPACES, toLanguage, type Language } from './i18n';

/** The translation files a page in `language` reads: every namespace, and the fallback's. */
export function localeUrls(language: string | undefined): string[] {
  const languages = new Set<Language>([
    toLanguage(language) ?? FALLBACK_LANGUAGE,
    FALLBACK_LANGUAGE,
  ]);
  return [...languages].flatMap((lng) => NAMESPACES.map((ns) => `/locales/${lng}/${ns}.json`));
}

export interface LocaleCacheHost {
  /** a response kept by the service worker (caches.match) */
  match(url: string): Promise<unknown>;
  /** a request through the service worker, which keeps the answer (fetch) */
  fetch(url: string): Promise<unknown>;
}

/**
 * Puts the files of `urls` that no cache holds yet into the service worker's cache by fetching
 * them through it (it keeps /locales/ answers, vite.config.ts). Failures are left for next time.
 */
export async function cacheLocaleFiles(urls: readonly string[], host: LocaleCacheHost) {
  await Promise.all(
    urls.map(async (url) => {
      try {
        if (!(await host.match(url))) await host.fetch(url);
      } catch {
        // offline or not controlled yet: the next trigger tries again
      }
    }),
  );
}

/**
 * Only the default language's texts are precached. Another language's files reach the worker's
 * cache only when fetched through it, yet a first visit fetches them before the worker controls
 * the page, and a page fetches a namespace only when it is used: offline, such a visitor saw
 * translation keys. So whenever the page is controlled (at start, when the worker takes over,
 * when the language changes) the current language's files missing from the caches are fetched.
 */
export function keepLocalesOffline(i18n: I18n): () => void {
  const container = navigator.serviceWorker;
  const host: LocaleCacheHost = {
    match: (url) => caches.match(url, { ignoreSearch: true }),
    fetch: (url) => fetch(url, { credentials: 'same-origin' }),
  };
  const run = () => {
    if (container.controller && navigator.onLine) {
      void cacheLocaleFiles(localeUrls(i18n.resolvedLanguage ?? i18n.language), host);
    }
  };
  container.addEventListener('controllerchange', run);
  window.addEventListener('online', run);
  i18n.on('languageChanged', run);
  run();
  return () => {
    container.removeEventListener('controllerchange', run);
    window.removeEventListener('online', run);
    i18n.off('languageChanged', run);
  };
}
