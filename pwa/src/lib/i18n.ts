import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['ru', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'ru';
/** Missing texts of a language come from this one. */
export const FALLBACK_LANGUAGE: Language = 'en';
/** The translation namespaces: one file each in locales/<lng>/. */
export const NAMESPACES = [
  'common',
  'players',
  'calculator',
  'home',
  'about',
  'tournaments',
  'tournament',
  'games',
  'viewer',
  'statistics',
  'account',
  'profile',
  'admin',
  'adminTournaments',
  'adminPlaces',
  'adminPlayers',
  'adminImports',
  'adminLogs',
  'play',
  'botOffline',
  'feedback',
  'donate',
  'library',
  'demo',
  'adminFeedback',
  'broadcasts',
  'broadcastConsole',
  'video',
  'goGlass',
] as const;
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Names of the languages in themselves, as language switches show them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  zh: '中文',
};

/** Maps a detected code ('en-US', 'zh_CN', 'RU') to a supported language, or null. */
export function toLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((lng) => lng === primary) ?? null;
}

/** Marks a detected value that is not one of ours, so i18next skips it (and never uses it as a code). */
const REJECTED = 'x-rejected';

const defaultLanguageDetector = {
  name: 'defaultLanguage',
  lookup: () => DEFAULT_LANGUAGE,
};

function cookieDomain(): string | undefined {
  const host = window.location.hostname;
  return host === 'localhost' || host.endsWith('.localhost') ? undefined : host;
}

function createDetector(): LanguageDetector {
  const detector = new LanguageDetector();
  detector.addDetector(defaultLanguageDetector);
  return detector;
}

/** Starts i18next: ru by default, en as the fallback, translations fetched from /locales. */
export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = toLanguage(lng) ?? DEFAULT_LANGUAGE;
  });
  return i18n
    .use(HttpBackend)
    .use(createDetector())
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'navigator', defaultLanguageDetector.name],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage', 'cookie'],
        cookieMinutes: 43200,
        cookieDomain: cookieDomain(),
        convertDetectedLanguage: (code: string) => toLanguage(code) ?? REJECTED,
      },
    });
}

export { i18n };
