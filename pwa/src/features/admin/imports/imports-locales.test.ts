import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_IDS } from '@sync/contract/admin-imports';

const LOCALES = resolve(import.meta.dirname, '../../../../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function texts(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/adminImports.json`, 'utf8')) as Record<
    string,
    unknown
  >;
}

/** The keys of a language's import texts, plural forms (skipped_one, skipped_few, ...) as one. */
function importKeys(language: string): string[] {
  const keys = keysOf(texts(language)).map((key) =>
    key.replace(/_(zero|one|two|few|many|other)$/, ''),
  );
  return [...new Set(keys)].sort();
}

describe('the import texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    expect(importKeys('ru')).toEqual(importKeys('en'));
    expect(importKeys('zh')).toEqual(importKeys('en'));
  });

  it('name every format and quote the 403 text', () => {
    const en = texts('en') as { formats: Record<string, string>; errors: Record<string, string> };
    expect(Object.keys(en.formats).sort()).toEqual([...IMPORT_FORMAT_IDS].sort());
    expect(en.errors['missing permissions']).toBe(
      "Permission denied. You don't have access to perform this action.",
    );
  });
});
