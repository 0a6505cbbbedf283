import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDate,
  formatDateRange,
  formatMonthYear,
  formatTime,
  parseIsoDay,
  weekStart,
} from './dates';

const BAD_DATES = ['', 'soon', '2024-13-01', '2024-02-30', '2023-02-29', '24-05-01', '2024/05/01'];

describe('parseIsoDay', () => {
  it('reads the day of an ISO date or date-time at UTC midnight', () => {
    expect(parseIsoDay('2024-05-01')?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(parseIsoDay('2024-05-01T23:30:00+03:00')?.toISOString()).toBe(
      '2024-05-01T00:00:00.000Z',
    );
    expect(parseIsoDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it.each([...BAD_DATES, null, undefined])('gives null for %j', (iso) => {
    expect(parseIsoDay(iso)).toBeNull();
  });
});

describe('formatDate', () => {
  it.each([
    ['ru', '01.05.2024'],
    ['en', '05/01/2024'],
    ['zh', '2024/05/01'],
  ])('writes a day in %s as %s', (language, text) => {
    expect(formatDate('2024-05-01', language)).toBe(text);
  });

  it('takes the calendar day of a date-time, whatever its offset', () => {
    expect(formatDate('2024-12-31T23:59:59Z', 'ru')).toBe('31.12.2024');
    expect(formatDate('2024-01-01T00:30:00+05:00', 'ru')).toBe('01.01.2024');
  });

  it('reads regional codes and falls back to Russian for missing or unknown ones', () => {
    expect(formatDate('2024-05-01', 'ru-RU')).toBe('01.05.2024');
    expect(formatDate('2024-05-01', 'en-US')).toBe('05/01/2024');
    expect(formatDate('2024-05-01', undefined)).toBe('01.05.2024');
    expect(formatDate('2024-05-01', '')).toBe('01.05.2024');
    expect(formatDate('2024-05-01', 'cimode')).toBe('01.05.2024');
    expect(formatDate('2024-05-01', 'not a language!')).toBe('01.05.2024');
  });

  it.each([...BAD_DATES, null, undefined])('writes %j as a dash', (iso) => {
    expect(formatDate(iso, 'en')).toBe('—');
  });
});

describe('formatMonthYear', () => {
  it.each([
    ['ru', 5, 'Май 2024 г.'],
    ['ru', 1, 'Январь 2024 г.'],
    ['ru', 12, 'Декабрь 2024 г.'],
    ['en', 5, 'May 2024'],
    ['en', 12, 'December 2024'],
    ['zh', 5, '2024年5月'],
    ['zh', 12, '2024年12月'],
  ])('heads a month in %s: month %d is %s', (language, month, text) => {
    expect(formatMonthYear(2024, month, language)).toBe(text);
  });

  it('names the month in the nominative case in Russian', () => {
    expect(formatMonthYear(2000, 3, 'ru')).toBe('Март 2000 г.');
  });

  it.each([
    [2024, 0],
    [2024, 13],
    [2024, 1.5],
    [Number.NaN, 5],
    [2024, Number.NaN],
  ])('writes year %d month %d as a dash', (year, month) => {
    expect(formatMonthYear(year, month, 'en')).toBe('—');
  });
});

describe('formatDateRange', () => {
  it.each([
    ['ru', '01.05.2024 – 03.05.2024'],
    ['en', '05/01/2024 – 05/03/2024'],
    ['zh', '2024/05/01 – 2024/05/03'],
  ])('writes different days in %s as %s', (language, text) => {
    expect(formatDateRange('2024-05-01', '2024-05-03', language)).toBe(text);
  });

  it('writes one date when both are the same day', () => {
    expect(formatDateRange('2024-05-01', '2024-05-01', 'ru')).toBe('01.05.2024');
    expect(formatDateRange('2024-05-01', '2024-05-01T18:00:00Z', 'en')).toBe('05/01/2024');
  });

  it('spans years', () => {
    expect(formatDateRange('2024-12-30', '2025-01-02', 'ru')).toBe('30.12.2024 – 02.01.2025');
  });

  it('writes the known date when the other is missing or invalid', () => {
    expect(formatDateRange('2024-05-01', null, 'ru')).toBe('01.05.2024');
    expect(formatDateRange('2024-05-01', 'soon', 'ru')).toBe('01.05.2024');
    expect(formatDateRange(undefined, '2024-05-03', 'ru')).toBe('03.05.2024');
    expect(formatDateRange('', '2024-05-03', 'ru')).toBe('03.05.2024');
  });

  it('writes a dash when neither is a date', () => {
    expect(formatDateRange(null, undefined, 'en')).toBe('—');
    expect(formatDateRange('x', 'y', 'en')).toBe('—');
  });
});

describe('weekStart', () => {
  it.each([
    ['ru', 1],
    ['zh', 1],
    ['en', 0],
    ['ru-RU', 1],
    ['en-US', 0],
    ['EN', 0],
    ['zh_CN', 1],
  ])('starts the week in %s on day %d (0 Sunday, 1 Monday)', (language, day) => {
    expect(weekStart(language)).toBe(day);
  });

  it('starts it on Monday (ISO, the default language) when the language is missing', () => {
    expect(weekStart(undefined)).toBe(1);
    expect(weekStart('')).toBe(1);
  });
});

describe('formatTime', () => {
  const moment = Date.UTC(2024, 4, 3, 14, 5);
  const utc = { timeZone: 'UTC' };

  it.each([
    ['ru', '14:05', '3 мая, 14:05'],
    ['en', '02:05 PM', 'May 3, 02:05 PM'],
    ['zh', '14:05', '5月3日 14:05'],
  ])('writes the time in %s as %s, with the day as %s', (language, time, withDay) => {
    expect(formatTime(moment, language, utc)).toBe(time);
    expect(formatTime(moment, language, { ...utc, withDay: true })).toBe(withDay);
  });

  it('takes a Date as well as a timestamp', () => {
    expect(formatTime(new Date(moment), 'ru', utc)).toBe('14:05');
  });

  it('reads the given clock', () => {
    expect(formatTime(moment, 'ru', { timeZone: 'Europe/Moscow' })).toBe('17:05');
  });

  it.each([null, undefined, Number.NaN, new Date('soon')])('writes %s as a dash', (value) => {
    expect(formatTime(value, 'ru')).toBe('—');
  });
});

describe('formatDateTime', () => {
  const moment = '2026-11-24T12:04:00.000Z';

  it('writes the day and the time in the language, in the given time zone', () => {
    expect(formatDateTime(moment, 'ru', 'Europe/Moscow')).toBe('24.11.2026, 15:04');
    expect(formatDateTime(moment, 'en', 'UTC')).toBe('11/24/2026, 12:04 PM');
    expect(formatDateTime(moment, 'zh', 'Asia/Shanghai')).toBe('2026/11/24 20:04');
  });

  it.each([null, undefined, '', 'yesterday'])('shows a dash for %j', (value) => {
    expect(formatDateTime(value, 'en')).toBe('—');
  });
});
