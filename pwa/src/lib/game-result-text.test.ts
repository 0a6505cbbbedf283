import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_RESULTS } from '@domain/game/game-result';
import { gameResultText } from './game-result-text';

const LOCALES = join(import.meta.dirname, '../../../locales');
const LANGUAGES = ['ru', 'en', 'zh'] as const;

const common = (lng: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(LOCALES, lng, 'common.json'), 'utf8')) as Record<string, unknown>;

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'ru',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { common: common(lng) }])),
  });
});

const texts = (lng: string) =>
  GAME_RESULTS.map((result) => gameResultText(result, i18n.getFixedT(lng, 'common')));

describe('gameResultText', () => {
  it('writes wins as the colour and "+" and one word for a jigo, in each language', () => {
    expect(texts('ru')).toEqual([
      'Ч+',
      'Б+',
      'Джиго',
      'Ч+ без игры',
      'Б+ без игры',
      'Поражение обоих',
      'Ещё не сыграна',
    ]);
    expect(texts('en')).toEqual([
      'B+',
      'W+',
      'Jigo',
      'B+ by forfeit',
      'W+ by forfeit',
      'Both lost',
      'Not played yet',
    ]);
    expect(texts('zh')).toEqual([
      '黑胜',
      '白胜',
      '和棋',
      '黑不战胜',
      '白不战胜',
      '双方判负',
      '尚未进行',
    ]);
  });
});
