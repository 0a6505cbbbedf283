import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** The keys of a language's admin texts, plural forms (found_one, found_few, ...) as one. */
function adminKeys(language: string): string[] {
  const texts: unknown = JSON.parse(readFileSync(`${LOCALES}/${language}/admin.json`, 'utf8'));
  const keys = keysOf(texts).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));
  return [...new Set(keys)].sort();
}

describe('the admin texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    expect(adminKeys('ru')).toEqual(adminKeys('en'));
    expect(adminKeys('zh')).toEqual(adminKeys('en'));
  });

  it('quote the server messages the issue names', () => {
    const en = JSON.parse(readFileSync(`${LOCALES}/en/admin.json`, 'utf8')) as {
      errors: Record<string, string>;
    };
    expect(en.errors.PERMISSION_DENIED).toBe(
      "Permission denied. You don't have access to perform this action.",
    );
    expect(en.errors.failed).toBe('Failed to update data. Please refresh the page');
    expect(en.errors.roles).toBe('Failed to update user roles');
  });
});
