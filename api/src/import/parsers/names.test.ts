import { describe, expect, it } from 'vitest';
import { personName, splitLastFirst, underscoresToSpaces } from './names';

describe('names', () => {
  it('splits EGD names at the first space and turns underscores back into spaces', () => {
    expect(splitLastFirst('Aarle Barbara_van')).toEqual({
      lastName: 'Aarle',
      firstName: 'Barbara van',
    });
    expect(splitLastFirst('Чан Ха_Ву')).toEqual({ lastName: 'Чан', firstName: 'Ха Ву' });
    expect(splitLastFirst('Da_Silva Thiago')).toEqual({
      lastName: 'Da Silva',
      firstName: 'Thiago',
    });
    expect(splitLastFirst('Abramov')).toEqual({ lastName: 'Abramov', firstName: '' });
    expect(underscoresToSpaces(' Aya_de ')).toBe('Aya de');
  });

  it('sets the Latin spelling only for names written in Latin letters', () => {
    expect(personName('Müller', 'Jörg')).toEqual({
      lastName: 'Müller',
      firstName: 'Jörg',
      lastNameLatin: 'Müller',
      firstNameLatin: 'Jörg',
    });
    expect(personName('Іванов', 'Сергій (ст.)')).toEqual({
      lastName: 'Іванов',
      firstName: 'Сергій (ст.)',
    });
  });
});
