import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalize-name';
import { playerSearchText } from './player-search';

describe('playerSearchText', () => {
  const text = playerSearchText({
    lastName: 'Петров',
    firstName: 'Иван',
    lastNameLatin: 'Petrov',
    firstNameLatin: 'Ivan',
    nickname: 'GoMaster',
  });

  it('contains both scripts in both name orders and the nickname', () => {
    for (const query of [
      'петров иван',
      'иван петров',
      'Petrov',
      'ivan petrov',
      'gomaster',
      'ПЕТР',
    ]) {
      expect(text).toContain(normalizeName(query));
    }
  });

  it('does not match across the separator between parts', () => {
    expect(normalizeName('ivan | ivan')).toBe('ivan ivan');
    expect(text.includes(normalizeName('иван ivan'))).toBe(false);
  });
});
