import { describe, expect, it } from 'vitest';
import { transliterate } from './transliterate';

describe('transliterate', () => {
  it('uses the passport-style digraphs', () => {
    expect(transliterate('Жуков')).toBe('Zhukov');
    expect(transliterate('Харитонов')).toBe('Kharitonov');
    expect(transliterate('Цветаева')).toBe('Tsvetaeva');
    expect(transliterate('Чайковский')).toBe('Chaykovsky');
    expect(transliterate('Шишкин')).toBe('Shishkin');
    expect(transliterate('Щукин')).toBe('Shchukin');
    expect(transliterate('Юлия')).toBe('Yuliya');
    expect(transliterate('Яковлев')).toBe('Yakovlev');
  });

  it('writes ё and э as e, drops the soft and hard signs', () => {
    expect(transliterate('Фёдор Эйдельман')).toBe('Fedor Eydelman');
    expect(transliterate('Ильин')).toBe('Ilin');
    expect(transliterate('Подъячев')).toBe('Podyachev');
    expect(transliterate('Крылов')).toBe('Krylov');
  });

  it('writes word-final -ий and -ый as -y', () => {
    expect(transliterate('Дмитрий')).toBe('Dmitry');
    expect(transliterate('Юрий Василий')).toBe('Yury Vasily');
    expect(transliterate('Нижний Новгород')).toBe('Nizhny Novgorod');
    expect(transliterate('Красный')).toBe('Krasny');
    expect(transliterate('Андрей Сергей')).toBe('Andrey Sergey');
    expect(transliterate('Вий')).toBe('Viy');
    expect(transliterate('Дмитриев')).toBe('Dmitriev');
  });

  it('keeps case, all capitals included', () => {
    expect(transliterate('ЩУКИН')).toBe('SHCHUKIN');
    expect(transliterate('ДМИТРИЙ')).toBe('DMITRY');
    expect(transliterate('Щ')).toBe('Shch');
    expect(transliterate('ЮЖНО-САХАЛИНСК')).toBe('YUZHNO-SAKHALINSK');
  });

  it('handles Ukrainian letters', () => {
    expect(transliterate('Київ')).toBe('Kiyiv');
    expect(transliterate('Євген')).toBe('Yevgen');
    expect(transliterate('Ґалаґан Іван')).toBe('Galagan Ivan');
  });

  it('leaves Latin text, digits and punctuation untouched', () => {
    expect(transliterate('Kubok Moskvy 2024')).toBe('Kubok Moskvy 2024');
    expect(transliterate('Кубок Москвы — 2024 (online)')).toBe('Kubok Moskvy — 2024 (online)');
    expect(transliterate('Ørjan Müller')).toBe('Ørjan Müller');
    expect(transliterate('')).toBe('');
  });
});
