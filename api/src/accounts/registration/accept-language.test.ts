import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage } from './accept-language';

describe('languageOfAcceptLanguage', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['*', null],
    ['fr, de;q=0.8', null],
    ['en', 'en'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['ZH-tw', 'zh'],
    ['de-DE, en-US;q=0.7', 'en'],
    ['en;q=0.5, zh;q=0.9', 'zh'],
    ['en;q=0.5, ru;q=0.5', 'en'],
    ['ru;q=0, en;q=0.1', 'en'],
    ['en;q=abc, ru', 'ru'],
  ])('%j -> %s', (header, expected) => {
    expect(languageOfAcceptLanguage(header)).toBe(expected);
  });
});
