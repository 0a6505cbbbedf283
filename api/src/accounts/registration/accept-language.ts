import { LANGUAGES, type AccountLanguage } from '@domain/account';

function isLanguage(value: string): value is AccountLanguage {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language the browser prefers most (by q value, then by order), from an
 * Accept-Language header such as "zh-CN,zh;q=0.9,en;q=0.8"; null when none is supported.
 */
export function languageOfAcceptLanguage(header: string | undefined): AccountLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=(.*?)\s*$/i.exec(param)).find(Boolean);
      return { language: tag.trim().split('-')[0].toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLanguage) ?? null;
}
