import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DONATION_MESSAGES } from '@domain/donate';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function texts(language: string): { errors: Record<string, string> } {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/donate.json`, 'utf8')) as {
    errors: Record<string, string>;
  };
}

describe('the donate dialog texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    const en = keysOf(texts('en')).sort();
    expect(en.length).toBeGreaterThan(15);
    expect(keysOf(texts('ru')).sort()).toEqual(en);
    expect(keysOf(texts('zh')).sort()).toEqual(en);
  });

  it('say the form rules in English exactly as domain/donate does, one text per rule', () => {
    expect(texts('en').errors).toEqual(DONATION_MESSAGES);
    expect(texts('ru').errors.contactRequired).toBe(
      'Поле E-mail или Телефон не должно быть пустым',
    );
  });
});
