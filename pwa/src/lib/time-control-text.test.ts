import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { durationText, timeControlText } from './time-control-text';

const LOCALES = join(import.meta.dirname, '../../../locales');
const LANGUAGES = ['ru', 'en', 'zh'] as const;
type Language = (typeof LANGUAGES)[number];

const common = (lng: Language): Record<string, unknown> =>
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

const textIn = (lng: Language, stored: string | null) =>
  timeControlText(stored, i18n.getFixedT(lng, 'common'));

describe('timeControlText', () => {
  it.each<[string, Record<Language, string>]>([
    [
      'byoyomi 5400 5x30',
      {
        ru: '90 мин + 5×30 сек (бёёми)',
        en: '90 min + 5×30 s byo-yomi',
        zh: '90分钟 + 5×30秒读秒',
      },
    ],
    [
      'byoyomi 9000 1x60',
      {
        ru: '150 мин + 60 сек (бёёми)',
        en: '150 min + 60 s byo-yomi',
        zh: '150分钟 + 60秒读秒',
      },
    ],
    [
      'canadian 2700 15/300',
      {
        ru: 'Канадское: 45 мин + 15 ходов за 5 мин',
        en: '45 min + 15 moves in 5 min',
        zh: '45分钟 + 加拿大读秒5分钟15手',
      },
    ],
    [
      'canadian 600 1/90',
      {
        ru: 'Канадское: 10 мин + 1 ход за 90 сек',
        en: '10 min + 1 move in 90 s',
        zh: '10分钟 + 加拿大读秒90秒1手',
      },
    ],
    [
      'canadian 3600 22/300',
      {
        ru: 'Канадское: 60 мин + 22 хода за 5 мин',
        en: '60 min + 22 moves in 5 min',
        zh: '60分钟 + 加拿大读秒5分钟22手',
      },
    ],
    [
      'fischer 1800 +20',
      {
        ru: 'Фишер: 30 мин + 20 сек',
        en: '30 min + 20 s per move (Fischer)',
        zh: '30分钟 + 每步加20秒（费舍尔）',
      },
    ],
    [
      'absolute 7200',
      {
        ru: '2 ч, без добавочного времени',
        en: '2 h, sudden death',
        zh: '2小时包干',
      },
    ],
    ['unknown 9600', { ru: '160 мин', en: '160 min', zh: '160分钟' }],
  ])('shows %s in the reader’s language', (stored, expected) => {
    for (const lng of LANGUAGES) expect(textIn(lng, stored)).toBe(expected[lng]);
  });

  it('shows a text that is not canonical as stored, in every language', () => {
    for (const lng of LANGUAGES) {
      expect(textIn(lng, '90 мин + 5×30 сек (бёёми)')).toBe('90 мин + 5×30 сек (бёёми)');
      expect(textIn(lng, '60 min + byo-yomi 30 s')).toBe('60 min + byo-yomi 30 s');
      expect(textIn(lng, 'byoyomi 5400 5x0')).toBe('byoyomi 5400 5x0');
    }
  });

  it('shows nothing for a missing or blank time control', () => {
    expect(textIn('en', null)).toBeNull();
    expect(textIn('en', '')).toBeNull();
    expect(textIn('en', '  ')).toBeNull();
  });
});

describe('durationText', () => {
  it.each<[number, string]>([
    [45, '45 s'],
    [90, '90 s'],
    [600, '10 min'],
    [3600, '60 min'],
    [5400, '90 min'],
    [7200, '2 h'],
    [9000, '150 min'],
    [10_800, '3 h'],
    [7230, '7230 s'],
    [0, '0 min'],
  ])('says %i seconds as %s: hours only for whole hours from two on', (seconds, english) => {
    expect(durationText(seconds, i18n.getFixedT('en', 'common'))).toBe(english);
  });
});
