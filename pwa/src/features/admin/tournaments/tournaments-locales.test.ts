import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@domain/errors/error-catalogue';

const LOCALES = resolve(import.meta.dirname, '../../../../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const texts = (language: string) =>
  JSON.parse(readFileSync(`${LOCALES}/${language}/adminTournaments.json`, 'utf8')) as {
    errors: Record<string, string>;
  };

/** The keys of a language's texts, plural forms (found_one, found_few, ...) as one. */
const keys = (language: string) =>
  [...new Set(keysOf(texts(language)).map((k) => k.replace(/_(one|few|many|other)$/, '')))].sort();

describe('the admin tournaments texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    expect(keys('ru')).toEqual(keys('en'));
    expect(keys('zh')).toEqual(keys('en'));
  });

  it('translate the processing refusal and quote the 403 text', () => {
    expect(Object.keys(texts('en').errors)).toContain(ERRORS.tournamentProcessing.code);
    expect(texts('en').errors[ERRORS.permissionDenied.code]).toBe(ERRORS.permissionDenied.message);
  });
});
