import { describe, expect, it } from 'vitest';
import { nameWords } from './name-words';
import { playerSearchText } from './player-search';

describe('nameWords', () => {
  it('gives each word of every part once', () => {
    const text = playerSearchText({
      lastName: 'Петров',
      firstName: 'Иван',
      lastNameLatin: 'Petrov',
      firstNameLatin: 'Ivan',
      nickname: 'GoMaster',
    });
    expect(nameWords(text).sort()).toEqual(['gomaster', 'ivan', 'petrov', 'иван', 'петров']);
  });

  it('keeps the words of multi-word names and drops empty ones', () => {
    expect(nameWords('де ла круз мария | мария де ла круз')).toEqual(['де', 'ла', 'круз', 'мария']);
    expect(nameWords('  ivan  |  | petrov ')).toEqual(['ivan', 'petrov']);
    expect(nameWords('')).toEqual([]);
  });
});
