import { describe, expect, it } from 'vitest';
import { monthIndex, monthStart } from './tournaments-months';

describe('month numbers', () => {
  it('numbers months in a row across years', () => {
    expect(monthIndex('2024-01-31')).toBe(2024 * 12);
    expect(monthIndex('2023-12-01')).toBe(2024 * 12 - 1);
    expect(monthIndex('2024-05-17')).toBe(2024 * 12 + 4);
  });

  it('gives the first day of a month back', () => {
    expect(monthStart(2024 * 12 + 4)).toBe('2024-05-01');
    expect(monthStart(2024 * 12 + 11)).toBe('2024-12-01');
    expect(monthStart(2024 * 12 + 12)).toBe('2025-01-01');
    expect(monthStart(monthIndex('0999-03-09'))).toBe('0999-03-01');
  });
});
