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

function texts(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/${namespace}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
}

/** A namespace's keys, plural forms (count_one, count_few, ...) as one. */
function keys(language: string, namespace: string): string[] {
  const all = keysOf(texts(language, namespace)).map((key) =>
    key.replace(/_(zero|one|two|few|many|other)$/, ''),
  );
  return [...new Set(all)].sort();
}

describe('the feedback texts', () => {
  it.each(['feedback', 'adminFeedback'])('%s has the same keys in ru, en and zh', (namespace) => {
    expect(keys('en', namespace).length).toBeGreaterThan(10);
    expect(keys('ru', namespace)).toEqual(keys('en', namespace));
    expect(keys('zh', namespace)).toEqual(keys('en', namespace));
  });

  it('says the size limit and the failures in the exact English words', () => {
    const en = texts('en', 'feedback') as {
      files: { tooLarge: string };
      errors: { upload: string; tooLarge: string; send: string };
    };
    expect(en.files.tooLarge).toBe('File is too large. Maximum size: {{size}}MB');
    expect(en.errors.upload).toBe('{{name}}: Upload error. Try again later.');
    expect(en.errors.tooLarge).toBe('{{name}}: File is too large. Maximum size: {{size}}MB');
    expect(en.errors.send).toBe('Feedback error. Try again later.');
  });
});
