import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_RESULTS } from './library-url';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function texts(language: string, namespace = 'library'): Record<string, unknown> {
  const file = `${LOCALES}/${language}/${namespace}.json`;
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A namespace's keys, plural forms (count_one, count_few, ...) as one. */
function keys(language: string, namespace?: string): string[] {
  const all = keysOf(texts(language, namespace)).map((key) =>
    key.replace(/_(zero|one|two|few|many|other)$/, ''),
  );
  return [...new Set(all)].sort();
}

describe('the game library texts', () => {
  it('have the same keys in Russian, English and Chinese (library and viewer)', () => {
    for (const namespace of ['library', 'viewer']) {
      expect(keys('ru', namespace)).toEqual(keys('en', namespace));
      expect(keys('zh', namespace)).toEqual(keys('en', namespace));
    }
  });

  it('name every result filter and say the 413 text', () => {
    const en = texts('en') as {
      filters: { results: Record<string, string> };
      errors: Record<string, string>;
    };
    expect(Object.keys(en.filters.results).sort()).toEqual([...LIBRARY_RESULTS].sort());
    expect(en.errors.tooLarge).toBe('File too large');
  });
});
