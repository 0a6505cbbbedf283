import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = resolve(import.meta.dirname, '../../../../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** The keys of a language's places texts, plural forms (found_one, found_few, ...) as one. */
function placeKeys(language: string): string[] {
  const texts: unknown = JSON.parse(
    readFileSync(`${LOCALES}/${language}/adminPlaces.json`, 'utf8'),
  );
  const keys = keysOf(texts).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));
  return [...new Set(keys)].sort();
}

describe('the places tab texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    expect(placeKeys('en').length).toBeGreaterThan(10);
    expect(placeKeys('ru')).toEqual(placeKeys('en'));
    expect(placeKeys('zh')).toEqual(placeKeys('en'));
  });
});
