import { describe, expect, it } from 'vitest';
import { FLOW_REASONS } from '@domain/play/game-flow';
import { ILLEGAL_MOVE } from '@domain/play/position';
import en from '../../../../locales/en/play.json';
import ru from '../../../../locales/ru/play.json';
import zh from '../../../../locales/zh/play.json';
import { refusalKey } from './refusal-text';

describe('refusalKey', () => {
  it('finds every reason of domain/play, translated in every language', () => {
    for (const text of [...Object.values(ILLEGAL_MOVE), ...Object.values(FLOW_REASONS)]) {
      const key = refusalKey(text);
      expect(key).not.toBeNull();
      for (const locale of [en, ru, zh]) {
        expect((locale.refusals as Record<string, string>)[key!]).toEqual(expect.any(String));
      }
    }
  });

  it('leaves other messages to be shown as they are', () => {
    expect(refusalKey('Too many actions. Wait a little')).toBeNull();
  });
});
