import { describe, expect, it } from 'vitest';
import { birthdayFromInputs, inputsFromBirthday, sameBirthday } from './birthday-inputs';

describe('birthday inputs', () => {
  it('turns the three fields into a birthday, empty ones into null', () => {
    expect(birthdayFromInputs({ day: '7', month: '11', year: '1985' })).toEqual({
      day: 7,
      month: 11,
      year: 1985,
    });
    expect(birthdayFromInputs({ day: '', month: ' 2 ', year: '' })).toEqual({
      day: null,
      month: 2,
      year: null,
    });
  });

  it('makes text that is not a number NaN, which the birthday rule calls an invalid date', () => {
    expect(birthdayFromInputs({ day: '', month: '1', year: '19.5' }).year).toBeNaN();
    expect(birthdayFromInputs({ day: '', month: '1', year: '-1' }).year).toBeNaN();
  });

  it('shows a birthday in the fields, unknown parts empty', () => {
    expect(inputsFromBirthday({ day: null, month: 6, year: 2001 })).toEqual({
      day: '',
      month: '6',
      year: '2001',
    });
    expect(inputsFromBirthday(null)).toEqual({ day: '', month: '', year: '' });
  });

  it('round-trips', () => {
    const birthday = { day: 29, month: 2, year: null };
    expect(birthdayFromInputs(inputsFromBirthday(birthday))).toEqual(birthday);
  });

  it('compares birthdays part by part', () => {
    expect(sameBirthday({ day: 1, month: 2, year: null }, { day: 1, month: 2, year: null })).toBe(
      true,
    );
    expect(sameBirthday({ day: 1, month: 2, year: null }, { day: 1, month: 2, year: 2000 })).toBe(
      false,
    );
  });
});
