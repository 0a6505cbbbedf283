import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIDEO_STATUSES } from '@sync/contract/video';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function texts(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/video.json`, 'utf8')) as Record<
    string,
    unknown
  >;
}

/** The namespace's keys, plural forms (count_one, count_few, ...) as one. */
function keys(language: string): string[] {
  const all = keysOf(texts(language)).map((key) =>
    key.replace(/_(zero|one|two|few|many|other)$/, ''),
  );
  return [...new Set(all)].sort();
}

describe('the video texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    expect(keys('ru')).toEqual(keys('en'));
    expect(keys('zh')).toEqual(keys('en'));
  });

  it('name every status, and every status filter of the admin tab', () => {
    for (const language of ['ru', 'en', 'zh']) {
      const { status, admin } = texts(language) as {
        status: Record<string, string>;
        admin: { filters: Record<string, string> };
      };
      for (const known of VIDEO_STATUSES) {
        expect(status[known]).toBeTruthy();
        expect(admin.filters[known]).toBeTruthy();
      }
      expect(admin.filters.all).toBeTruthy();
    }
  });
});
