import { describe, expect, it } from 'vitest';
import { checkBirthday, type Birthday } from './birthday';

const TODAY = new Date('2026-06-15T12:00:00Z');
const check = (day: number | null, month: number | null, year: number | null) =>
  checkBirthday({ day, month, year } satisfies Birthday, TODAY);

describe('checkBirthday', () => {
  it('accepts an empty birthday', () => {
    expect(check(null, null, null)).toBeNull();
  });

  it.each([
    ['a full date', 15, 6, 1990],
    ['month and year', null, 6, 1990],
    ['day and month', 15, 6, null],
    ['29 February in a leap year', 29, 2, 2000],
    ['29 February in a leap year divisible by 4 only', 29, 2, 2024],
    ['29 February with the year unknown', 29, 2, null],
    ['30 April', 30, 4, 1990],
    ['31 December', 31, 12, 1990],
    ['1 January 1900', 1, 1, 1900],
    ['a date in this year', 1, 1, 2026],
  ])('accepts %s', (_, day, month, year) => {
    expect(check(day, month, year)).toBeNull();
  });

  it.each([
    ['a year alone', null, null, 1990],
    ['a day alone', 15, null, null],
    ['a day and a year', 15, null, 1990],
  ])("answers 'birthdayIncomplete' for %s", (_, day, month, year) => {
    expect(check(day, month, year)).toBe('birthdayIncomplete');
  });

  it.each([
    ['29 February in a common year', 29, 2, 2023],
    ['29 February 1900 (a century, not a leap year)', 29, 2, 1900],
    ['30 February, year unknown', 30, 2, null],
    ['31 April', 31, 4, 1990],
    ['31 June with the year unknown', 31, 6, null],
    ['31 September', 31, 9, 1990],
    ['31 November', 31, 11, 1990],
    ['32 January', 32, 1, 1990],
    ['day 0', 0, 1, 1990],
    ['a negative day', -1, 1, 1990],
    ['a fractional day', 1.5, 1, 1990],
    ['month 13', 1, 13, 1990],
    ['month 13 with the day unknown', null, 13, 1990],
    ['month 0', 1, 0, 1990],
    ['a fractional month', 1, 2.5, 1990],
    ['a year before 1900', 1, 1, 1899],
    ['a future year', 1, 1, 2027],
    ['a fractional year', 1, 1, 1990.5],
  ])("answers 'invalidDate' for %s", (_, day, month, year) => {
    expect(check(day, month, year)).toBe('invalidDate');
  });

  it('takes today from the clock when not given', () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(checkBirthday({ day: 1, month: 1, year: nextYear })).toBe('invalidDate');
    expect(checkBirthday({ day: 1, month: 1, year: nextYear - 1 })).toBeNull();
  });
});
