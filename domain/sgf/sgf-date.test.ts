import { describe, expect, it } from 'vitest';
import { isPlausibleSgfDate } from './sgf-date';

const NOW = Date.UTC(2026, 10, 28, 12);

describe('isPlausibleSgfDate', () => {
  it('takes days, months and years of the calendar, lists of them, old and recent', () => {
    for (const text of [
      '2024-05-01',
      '2024-02-29',
      '2024-05',
      '2024',
      '1846-09-11,12',
      '2024-05-01,06-02,03',
      '0196',
      '2026-11-29',
    ]) {
      expect([text, isPlausibleSgfDate(text, NOW)]).toEqual([text, true]);
    }
  });

  it('refuses days that do not exist, dates to come and what is not a date', () => {
    for (const text of [
      '2024-13-45',
      '2023-02-29',
      '2024-02-30',
      '2024-00-10',
      '2024-13',
      '2024-05-01,32',
      '2026-11-30',
      '2999',
      '0000',
      '0099-01-01',
      '',
      'May 2024',
    ]) {
      expect([text, isPlausibleSgfDate(text, NOW)]).toEqual([text, false]);
    }
  });
});
