import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  isCalendarDate,
  parseCalendarDate,
  parseDateTime,
  pastMomentProblem,
} from './calendar-date';

describe('the calendar', () => {
  it('knows the days of each month, leap years included', () => {
    expect(isCalendarDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isCalendarDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isCalendarDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isCalendarDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isCalendarDate({ year: 2024, month: 4, day: 31 })).toBe(false);
    expect(isCalendarDate({ year: 2024, month: 13, day: 1 })).toBe(false);
    expect(isCalendarDate({ year: 2024, month: 0, day: 1 })).toBe(false);
    expect(isCalendarDate({ year: 0, month: 1, day: 1 })).toBe(false);
    expect(isCalendarDate({ year: 2024, month: 1, day: 1.5 })).toBe(false);
  });

  it('reads YYYY-MM-DD exactly', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const text of [
      '2024-13-45',
      '2023-02-29',
      '2024-2-9',
      ' 2024-02-01',
      '2024-02-01T00:00',
    ]) {
      expect(parseCalendarDate(text)).toBeNull();
    }
  });

  it('reads an ISO date and time with its offset, and nothing looser', () => {
    expect(parseDateTime('2024-05-01T10:00:00.000Z')).toBe(Date.UTC(2024, 4, 1, 10));
    expect(parseDateTime('2024-05-01T13:00+03:00')).toBe(Date.UTC(2024, 4, 1, 10));
    expect(parseDateTime('2024-02-29T23:59:59Z')).toBe(Date.UTC(2024, 1, 29, 23, 59, 59));
    for (const text of [
      '2023-02-29T10:00:00Z',
      '2024-13-45T10:00:00Z',
      '2024-05-01T24:00:00Z',
      '2024-05-01T10:60:00Z',
      '2024-05-01T10:00:60Z',
      '2024-05-01T10:00:00',
      '2024-05-01',
      ' 2024-05-01T10:00:00Z',
      '+002024-05-01T10:00:00Z',
    ]) {
      expect([text, parseDateTime(text)]).toEqual([text, null]);
    }
  });

  it('says when a moment cannot have happened yet, or is too early', () => {
    const now = Date.UTC(2026, 10, 28);
    const earliest = Date.UTC(2020, 0, 1);
    expect(pastMomentProblem(now - 1, earliest, now)).toBeNull();
    expect(pastMomentProblem(now + DAY_MS, earliest, now)).toBeNull();
    expect(pastMomentProblem(now + DAY_MS + 1, earliest, now)).toBe('future');
    expect(pastMomentProblem(earliest - 1, earliest, now)).toBe('tooEarly');
  });
});
