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

/** The keys of a language's log texts, plural forms (found_one, found_few, ...) as one. */
function logKeys(language: string): string[] {
  const texts: unknown = JSON.parse(readFileSync(`${LOCALES}/${language}/adminLogs.json`, 'utf8'));
  const keys = keysOf(texts).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));
  return [...new Set(keys)].sort();
}

describe('the logs tab texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    expect(logKeys('en').length).toBeGreaterThan(10);
    expect(logKeys('ru')).toEqual(logKeys('en'));
    expect(logKeys('zh')).toEqual(logKeys('en'));
  });
});
