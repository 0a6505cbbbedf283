import type { ValidationMessageKey } from './account-rules';

/** A birthday as people give it: any part may be unknown, but not too many of them. */
export interface Birthday {
  day: number | null;
  month: number | null;
  year: number | null;
}

export const BIRTH_YEAR_MIN = 1900;

function daysInMonth(month: number, year: number | null): number {
  // An unknown year allows 29 February.
  if (month === 2) return year === null || isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * null when the birthday is acceptable: empty (all unknown), or at least month and year, or day
 * and month; 'invalidDate' for a date that does not exist (31 April, 29 February 2023, a future
 * year), 'birthdayIncomplete' for a year alone, a day alone, or a day and a year.
 */
export function checkBirthday(
  { day, month, year }: Birthday,
  today: Date = new Date(),
): ValidationMessageKey | null {
  if (day === null && month === null && year === null) return null;
  if (month === null) return 'birthdayIncomplete';
  if (day === null && year === null) return 'birthdayIncomplete';
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'invalidDate';
  if (year !== null && (!Number.isInteger(year) || year < BIRTH_YEAR_MIN)) return 'invalidDate';
  if (year !== null && year > today.getUTCFullYear()) return 'invalidDate';
  if (day !== null && (!Number.isInteger(day) || day < 1 || day > daysInMonth(month, year))) {
    return 'invalidDate';
  }
  return null;
}
