import { describe, expect, it } from 'vitest';
import { dateTickUnit, dateTicks } from './chart-dates';

const DAY = 86_400;
/** 00:00 UTC of a day, in unix seconds */
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

describe('dateTickUnit', () => {
  it('names years, months or days by the step between the ticks', () => {
    expect(dateTickUnit(365 * DAY)).toBe('year');
    expect(dateTickUnit(2 * 365 * DAY)).toBe('year');
    expect(dateTickUnit(28 * DAY)).toBe('month');
    expect(dateTickUnit(91 * DAY)).toBe('month');
    expect(dateTickUnit(7 * DAY)).toBe('day');
    expect(dateTickUnit(DAY)).toBe('day');
  });
});

describe('dateTicks', () => {
  const years = [day('2019-01-01'), day('2020-01-01'), day('2021-01-01')];
  const months = [day('2023-11-01'), day('2023-12-01'), day('2024-01-01'), day('2024-02-01')];
  const days = [day('2024-12-30'), day('2025-01-06'), day('2025-01-13')];

  it('writes years as the language does', () => {
    expect(dateTicks(years, 365 * DAY, 'en')).toEqual(['2019', '2020', '2021']);
    expect(dateTicks(years, 365 * DAY, 'ru')).toEqual(['2019', '2020', '2021']);
    expect(dateTicks(years, 365 * DAY, 'zh')).toEqual(['2019年', '2020年', '2021年']);
  });

  it('writes months in the language, the year under the first and each new year', () => {
    expect(dateTicks(months, 30 * DAY, 'ru')).toEqual([
      'нояб.\n2023',
      'дек.',
      'янв.\n2024',
      'февр.',
    ]);
    expect(dateTicks(months, 30 * DAY, 'en')).toEqual(['Nov\n2023', 'Dec', 'Jan\n2024', 'Feb']);
    expect(dateTicks(months, 30 * DAY, 'zh')).toEqual([
      '11月\n2023年',
      '12月',
      '1月\n2024年',
      '2月',
    ]);
  });

  it('writes days with the month in the language', () => {
    expect(dateTicks(days, 7 * DAY, 'ru')).toEqual(['30 дек.\n2024', '6 янв.\n2025', '13 янв.']);
    expect(dateTicks(days, 7 * DAY, 'en')).toEqual(['Dec 30\n2024', 'Jan 6\n2025', 'Jan 13']);
  });

  it('reads the ticks as UTC days whatever the clock’s zone', () => {
    // 23:00 UTC on Dec 31 is still December
    expect(dateTicks([day('2024-01-01') - 3600], 30 * DAY, 'en')).toEqual(['Dec\n2023']);
  });
});
