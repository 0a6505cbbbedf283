import { describe, expect, it } from 'vitest';
import {
  editDistance,
  isValidPlaceName,
  matchPlace,
  placeKeys,
  suggestPlace,
  type PlaceCandidate,
} from './place-match';

const RU = 1;
const BY = 2;
const cities: PlaceCandidate[] = [
  { id: 10, name: 'Москва', nameLatin: 'Moscow', countryId: RU },
  { id: 11, name: 'Санкт-Петербург', nameLatin: 'Saint Petersburg', countryId: RU },
  { id: 12, name: 'Нижний Новгород', nameLatin: 'Nizhny Novgorod', countryId: RU },
  { id: 20, name: 'Минск', nameLatin: 'Minsk', countryId: BY },
  { id: 21, name: 'Брест', nameLatin: 'Brest', countryId: BY },
];

describe('placeKeys', () => {
  it('gives both names normalised and the Cyrillic one transliterated, once each', () => {
    expect(placeKeys('Москва', 'Moscow')).toEqual(['москва', 'moscow', 'moskva']);
    expect(placeKeys('Minsk', 'Minsk')).toEqual(['minsk']);
  });
});

describe('matchPlace', () => {
  it('finds a city of the country by its Cyrillic name, Latin name or transliteration', () => {
    expect(matchPlace('москва', RU, cities)?.id).toBe(10);
    expect(matchPlace('MOSCOW', RU, cities)?.id).toBe(10);
    expect(matchPlace('Moskva', RU, cities)?.id).toBe(10);
    expect(matchPlace('Sankt-Peterburg', RU, cities)?.id).toBe(11);
    expect(matchPlace('Nizhniy Novgorod', RU, cities)).toBeNull();
  });

  it('never matches a city of another country, nor a mere look-alike', () => {
    expect(matchPlace('Minsk', RU, cities)).toBeNull();
    expect(matchPlace('Moskwa', RU, cities)).toBeNull();
    expect(matchPlace('Minsk', null, cities)).toBeNull();
  });

  it('takes the lowest id among duplicates', () => {
    const twins = [...cities, { id: 5, name: 'Москва', nameLatin: 'Moskva', countryId: RU }];
    expect(matchPlace('Moskva', RU, twins)?.id).toBe(5);
  });
});

describe('suggestPlace', () => {
  it('suggests by name, then transliteration, then a near spelling', () => {
    expect(suggestPlace('Moscow', RU, cities)).toEqual({ id: 10, reason: 'name' });
    expect(suggestPlace('Moskva', RU, cities)).toEqual({ id: 10, reason: 'transliteration' });
    expect(suggestPlace('Moskwa', RU, cities)).toEqual({ id: 10, reason: 'similar' });
    expect(suggestPlace('Nizhniy Novgorod', RU, cities)).toEqual({ id: 12, reason: 'similar' });
  });

  it('looks in other countries when the text has none, and suggests nothing far away', () => {
    expect(suggestPlace('Minsk', null, cities)).toEqual({ id: 20, reason: 'name' });
    expect(suggestPlace('Vladivostok', RU, cities)).toBeNull();
    expect(suggestPlace('---', RU, cities)).toBeNull();
  });

  it('prefers the text’s own country', () => {
    const both = [...cities, { id: 30, name: 'Брест', nameLatin: 'Brest', countryId: 3 }];
    expect(suggestPlace('Brest', 3, both)?.id).toBe(30);
    expect(suggestPlace('Brest', BY, both)?.id).toBe(21);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions, capped above the limit', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});

describe('isValidPlaceName', () => {
  it('allows letters, spaces, dashes, apostrophes and dots', () => {
    for (const name of ['Москва', 'Ростов-на-Дону', "Val-d'Or", 'St. Petersburg', 'Zürich', '北京'])
      expect(isValidPlaceName(name), name).toBe(true);
  });
  it('refuses digits, symbols, blanks and overlong names', () => {
    for (const name of ['', '   ', 'City 17', '<b>', '-Moscow', 'a'.repeat(201), 'Moscow!'])
      expect(isValidPlaceName(name), name).toBe(false);
  });
});
