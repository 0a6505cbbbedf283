import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from './demo-sections';
import { MOMENTS } from './ear-reddening-game';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');
const LANGUAGES = ['ru', 'en', 'zh'] as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function texts(language: string): Record<string, string> {
  const json: unknown = JSON.parse(readFileSync(`${LOCALES}/${language}/demo.json`, 'utf8'));
  const flat: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') flat[prefix] = value;
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value))
        walk(inner, prefix ? `${prefix}.${key}` : key);
  };
  walk(json, '');
  expect(Object.keys(flat).sort()).toEqual(keysOf(json).sort());
  return flat;
}

describe('the demo texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    const english = Object.keys(texts('en')).sort();
    expect(Object.keys(texts('ru')).sort()).toEqual(english);
    expect(Object.keys(texts('zh')).sort()).toEqual(english);
  });

  it.each(LANGUAGES)('comment every moment and describe every link in %s', (language) => {
    const all = texts(language);
    for (const { key } of MOMENTS) {
      expect(all[`comments.${key}.title`], key).toBeTruthy();
      expect(all[`comments.${key}.text`]?.length, key).toBeGreaterThan(20);
    }
    for (const { key } of DEMO_LINKS) {
      expect(all[`links.${key}.title`], key).toBeTruthy();
      expect(all[`links.${key}.text`], key).toBeTruthy();
    }
  });

  it.each(LANGUAGES)('name the ear-reddening move where it is played (K11) in %s', (language) => {
    expect(texts(language)['comments.earReddening.text']).toContain('K11');
    expect(texts(language)['comments.ko.text']).toMatch(/229.*N13.*M13.*311/s);
  });
});
