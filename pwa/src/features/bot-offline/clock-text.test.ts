import { describe, expect, it } from 'vitest';
import { formatClock, timeShown } from './clock-text';

describe('the clock as shown', () => {
  it('shows minutes and seconds, hours from an hour, tenths under ten seconds', () => {
    expect(formatClock(15 * 60_000)).toBe('15:00');
    expect(formatClock(61_001)).toBe('1:02');
    expect(formatClock(3_600_000 + 5_000)).toBe('1:00:05');
    expect(formatClock(9_950)).toBe('9.9');
    expect(formatClock(-5)).toBe('0.0');
  });

  it('shows the current byo-yomi period once the main time is spent', () => {
    const byoyomi = { kind: 'byoyomi', mainTime: 600_000, periods: 3, periodTime: 30_000 } as const;
    expect(timeShown(byoyomi, { mainLeft: 1_000, periodsLeft: 3, periodLeft: 30_000 })).toBe(1_000);
    expect(timeShown(byoyomi, { mainLeft: 0, periodsLeft: 2, periodLeft: 12_000 })).toBe(12_000);
  });
});
