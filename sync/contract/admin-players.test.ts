import { describe, expect, it } from 'vitest';
import { cleanNamePart, namePartProblem, playerNameProblems } from './admin-players';

describe('player name rules', () => {
  it.each([
    ['ru', 'Иванов'],
    ['ru', 'Салтыков-Щедрин'],
    ['ru', 'Д’Артаньян'],
    ['ru', 'Фёдор Михайлович'],
    ['en', "O'Neil"],
    ['en', 'Müller-Lüdenscheidt'],
    ['en', 'Jean Luc'],
    ['zh', '王'],
    ['zh', '立诚'],
  ] as const)('accepts %s %s', (language, name) => {
    expect(namePartProblem(language, name, true)).toBeNull();
  });

  it.each([
    ['ru', 'Ivanov', 'script'],
    ['ru', 'Иванoв', 'script'], // a Latin 'o' inside
    ['en', 'Иванов', 'script'],
    ['zh', 'Wang', 'script'],
    ['zh', 'イワン', 'script'],
    ['en', 'R2D2', 'characters'],
    ['en', 'Smith.', 'characters'],
    ['en', "'Smith", 'characters'],
    ['en', 'Smith-', 'characters'],
    ['ru', '', 'required'],
    ['en', 'A'.repeat(51), 'tooLong'],
  ] as const)('refuses %s %j: %s', (language, name, problem) => {
    expect(namePartProblem(language, name, true)).toBe(problem);
  });

  it('lets the first name be empty, not the last name', () => {
    expect(playerNameProblems('en', { lastName: 'Smith', firstName: '  ' })).toEqual({});
    expect(playerNameProblems('en', { lastName: ' ', firstName: 'John' })).toEqual({
      lastName: 'required',
    });
  });

  it('cleans a part: trimmed, one space between words, composed accents', () => {
    expect(cleanNamePart('  Jean \t Luc ')).toBe('Jean Luc');
    expect(cleanNamePart('Mu\u0308ller')).toBe('Müller');
  });
});
