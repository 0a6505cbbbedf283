import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAME_LANGUAGES, PLAYER_NAME_MESSAGES } from '@sync/contract/admin-players';

const LOCALES = resolve(import.meta.dirname, '../../../../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function texts(language: string): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/adminPlayers.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
}

describe('the players tab texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    const keys = (language: string) => keysOf(texts(language)).sort();
    expect(keys('en').length).toBeGreaterThan(30);
    expect(keys('ru')).toEqual(keys('en'));
    expect(keys('zh')).toEqual(keys('en'));
  });

  it('name every language, name rule and conflict the API knows', () => {
    const en = texts('en');
    for (const language of NAME_LANGUAGES) expect(en.languages[language]).toBeTruthy();
    for (const problem of Object.keys(PLAYER_NAME_MESSAGES))
      expect(en.problems[problem]).toBeTruthy();
    for (const kind of [
      'samePlayer',
      'sameTournament',
      'playedEachOther',
      'differentEgdPin',
      'differentAgaId',
    ])
      expect(en.conflicts[kind]).toBeTruthy();
    expect(en.errors.PERMISSION_DENIED).toBe(
      "Permission denied. You don't have access to perform this action.",
    );
  });
});
