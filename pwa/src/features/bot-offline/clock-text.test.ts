import { describe, expect, it } from 'vitest';
import { timeShown } from './clock-text';

describe('the clock as shown', () => {
  it('shows the current byo-yomi period once the main time is spent', () => {
    const byoyomi = { kind: 'byoyomi', mainTime: 600_000, periods: 3, periodTime: 30_000 } as const;
    expect(timeShown(byoyomi, { mainLeft: 1_000, periodsLeft: 3, periodLeft: 30_000 })).toBe(1_000);
    expect(timeShown(byoyomi, { mainLeft: 0, periodsLeft: 2, periodLeft: 12_000 })).toBe(12_000);
  });
});
