/** A day of the Gregorian calendar. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether the numbers name a day of the calendar (years from 1): not 2024-13-45 nor 2023-02-29. */
export function isCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day written exactly as YYYY-MM-DD, when it is one of the calendar; null otherwise. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = { year, month, day };
  return isCalendarDate(date) ? date : null;
}

const DATE_TIME_TEXT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * A moment written as an ISO 8601 date and time with its offset ('2024-05-01T10:00:00.000Z',
 * '2024-05-01T13:00+03:00'), its day one of the calendar and its time one of the day: the epoch
 * ms, or null for anything else (a day alone, hour 24, a leap second, 2023-02-29).
 */
export function parseDateTime(text: string): number | null {
  const match = DATE_TIME_TEXT.exec(text);
  if (!match || parseCalendarDate(match[1]) === null) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Why a moment can't be one that happened: before `earliest`, or after now and a day (a device's
 * clock may run a little ahead, or be set in another time zone by mistake); null when it can.
 */
export function pastMomentProblem(
  ms: number,
  earliest: number,
  now: number = Date.now(),
): 'tooEarly' | 'future' | null {
  if (ms < earliest) return 'tooEarly';
  if (ms > now + DAY_MS) return 'future';
  return null;
}
