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

function broadcastKeys(language: string): string[] {
  const texts: unknown = JSON.parse(readFileSync(`${LOCALES}/${language}/broadcasts.json`, 'utf8'));
  return keysOf(texts).sort();
}

describe('the broadcasts texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    expect(broadcastKeys('en').length).toBeGreaterThan(0);
    expect(broadcastKeys('ru')).toEqual(broadcastKeys('en'));
    expect(broadcastKeys('zh')).toEqual(broadcastKeys('en'));
  });
});
