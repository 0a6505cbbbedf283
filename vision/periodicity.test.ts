import { describe, expect, it } from 'vitest';
import { periodicity } from './periodicity';

/** A profile with a peak every `cell` samples from `from` on, `lines` of them. */
function lineProfile(cell: number, from: number, lines: number): Float64Array {
  const profile = new Float64Array(from * 2 + cell * lines);
  for (let i = 0; i < lines; i++) {
    profile[from + i * cell] = 10;
    profile[from + i * cell + 1] = 5;
  }
  return profile;
}

describe('periodicity', () => {
  it('is high at the lines step and low at a wrong board size step', () => {
    // 19 lines 20 apart: 13 lines over the same span would be 30 apart, 9 lines 45
    const profile = lineProfile(20, 30, 19);
    const span = 18 * 20;
    expect(periodicity(profile, span / 18, 30, 30 + span)).toBeGreaterThan(0.8);
    expect(periodicity(profile, span / 12, 30, 30 + span)).toBeLessThan(0.3);
    expect(periodicity(profile, span / 8, 30, 30 + span)).toBeLessThan(0.3);
  });

  it('is 0 for a flat profile or a range shorter than two periods', () => {
    expect(periodicity(new Float64Array(100), 10, 0, 99)).toBe(0);
    expect(periodicity(lineProfile(20, 0, 5), 20, 0, 30)).toBe(0);
  });
});
