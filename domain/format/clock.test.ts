import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';

describe('formatClock', () => {
  it('writes minutes and seconds, rounding seconds up', () => {
    expect(formatClock(600_000)).toBe('10:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(10_000)).toBe('0:10');
  });

  it('writes hours when there are some', () => {
    expect(formatClock(3_600_000 + 61_000)).toBe('1:01:01');
  });

  it('writes tenths under ten seconds, and never a negative time', () => {
    expect(formatClock(9_999)).toBe('9.9');
    expect(formatClock(450)).toBe('0.4');
    expect(formatClock(-5)).toBe('0.0');
  });
});
