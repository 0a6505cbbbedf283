import { describe, expect, it } from 'vitest';
import { roundDate } from './round-date';

describe('roundDate', () => {
  it('spreads rounds over the tournament days', () => {
    const dates = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((r) =>
      roundDate('2023-07-23', '2023-08-05', r, 10),
    );
    expect(dates[0]).toBe('2023-07-23');
    expect(dates[9] <= '2023-08-05').toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it('keeps one-day tournaments and bad end dates on the start day', () => {
    expect(roundDate('2024-01-01', '2024-01-01', 5, 5)).toBe('2024-01-01');
    expect(roundDate('2014-11-01', '2014-01-02', 3, 5)).toBe('2014-11-01');
  });
});
