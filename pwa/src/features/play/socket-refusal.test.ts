import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAY_SOCKET_CLOSE, type PlaySocketRefusal } from '@sync/contract/play';
import { refusalOf, refusalTextKey } from './socket-refusal';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');

function textOf(language: string, key: string): unknown {
  const texts: unknown = JSON.parse(readFileSync(`${LOCALES}/${language}/play.json`, 'utf8'));
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      texts,
    );
}

describe('the play socket refusals', () => {
  it('reads each refusal from its close code, and an ordinary drop as none', () => {
    expect(refusalOf(4001)).toBe('gameFull');
    expect(refusalOf(4002)).toBe('tooManySockets');
    expect(refusalOf(4003)).toBe('tooManyMessages');
    expect(refusalOf(4403)).toBe('refused');
    for (const code of [undefined, 1000, 1001, 1006, 1009, 1011, 4000, 4999]) {
      expect(refusalOf(code)).toBeNull();
    }
  });

  it('explains every refusal in Russian, English and Chinese', () => {
    const refusals = Object.keys(PLAY_SOCKET_CLOSE) as PlaySocketRefusal[];
    for (const language of ['ru', 'en', 'zh']) {
      for (const refusal of refusals) {
        const text = textOf(language, refusalTextKey(refusal));
        expect(typeof text === 'string' && text.length > 0, `${language} ${refusal}`).toBe(true);
      }
      expect(textOf(language, 'game.status.refused')).toEqual(expect.any(String));
    }
    expect(textOf('en', refusalTextKey('gameFull'))).toBe(
      'This game already has as many spectators as the server allows.',
    );
  });
});
