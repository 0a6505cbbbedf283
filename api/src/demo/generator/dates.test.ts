import { describe, expect, it } from 'vitest';
import { dayFromIso, isoFromDay, nextSaturday, weekday } from './dates';

describe('day numbers', () => {
  it('convert to and from ISO dates like Date does', () => {
    for (let day = dayFromIso('1899-12-25'); day < dayFromIso('2101-01-10'); day += 13) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(isoFromDay(day)).toBe(iso);
      expect(dayFromIso(iso)).toBe(day);
    }
    expect(isoFromDay(dayFromIso('2024-02-29'))).toBe('2024-02-29');
  });

  it('find the next Saturday', () => {
    const friday = dayFromIso('2024-05-31');
    expect(weekday(friday)).toBe(5);
    expect(isoFromDay(nextSaturday(friday))).toBe('2024-06-01');
    expect(nextSaturday(friday + 1)).toBe(friday + 1);
  });
});
