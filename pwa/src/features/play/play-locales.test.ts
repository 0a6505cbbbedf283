import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_REASONS } from '@domain/play/game-flow';
import { ILLEGAL_MOVE } from '@domain/play/position';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** The keys of a language's play texts, plural forms (count_one, count_few, ...) as one. */
function playKeys(language: string): string[] {
  const texts: unknown = JSON.parse(readFileSync(`${LOCALES}/${language}/play.json`, 'utf8'));
  const keys = keysOf(texts).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));
  return [...new Set(keys)].sort();
}

describe('the play texts', () => {
  it('have the same keys in Russian, English and Chinese', () => {
    expect(playKeys('ru')).toEqual(playKeys('en'));
    expect(playKeys('zh')).toEqual(playKeys('en'));
  });

  it('translate every refusal code of domain/play (the 409 body’s and the reply’s `refusal`)', () => {
    const codes = [...Object.keys(ILLEGAL_MOVE), ...Object.keys(FLOW_REASONS)];
    for (const language of ['ru', 'en', 'zh']) {
      const keys = playKeys(language);
      expect(codes.filter((code) => !keys.includes(`refusals.${code}`))).toEqual([]);
    }
  });
});

describe("the spec's words", () => {
  it("title a finished game 'Game Over', online and against the bot on the device", () => {
    for (const namespace of ['play', 'botOffline']) {
      const texts = JSON.parse(readFileSync(`${LOCALES}/en/${namespace}.json`, 'utf8')) as {
        result: { title: string };
      };
      expect(texts.result.title, namespace).toBe('Game Over');
    }
  });
});
