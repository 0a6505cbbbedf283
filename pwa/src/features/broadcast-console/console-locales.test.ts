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

function texts(language: string): unknown {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/broadcastConsole.json`, 'utf8'));
}

describe('the console texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    const en = keysOf(texts('en')).sort();
    expect(en.length).toBeGreaterThan(100);
    expect(keysOf(texts('ru')).sort()).toEqual(en);
    expect(keysOf(texts('zh')).sort()).toEqual(en);
  });
});
