import { describe, expect, it } from 'vitest';
import { MAX_THINKING_MS, thinkingBudgetMs } from './thinking-budget';

const fischer = { kind: 'fischer' as const, mainTime: 600_000, increment: 5_000, maximum: null };
const byoyomi = { kind: 'byoyomi' as const, mainTime: 60_000, periods: 3, periodTime: 10_000 };

describe('thinkingBudgetMs', () => {
  it('takes a fifteenth of the time left, at most 10 s', () => {
    const reading = { mainLeft: 30_000, periodsLeft: 0, periodLeft: 0 };
    expect(thinkingBudgetMs(fischer, reading, 0)).toBe(2000);
    expect(thinkingBudgetMs(fischer, reading, 15_000)).toBe(1000);
    const plenty = { mainLeft: 600_000, periodsLeft: 0, periodLeft: 0 };
    expect(thinkingBudgetMs(fischer, plenty, 0)).toBe(MAX_THINKING_MS);
  });

  it('never more than half of what is left', () => {
    const reading = { mainLeft: 400, periodsLeft: 0, periodLeft: 0 };
    expect(thinkingBudgetMs(fischer, reading, 0)).toBe(200);
  });

  it('thinks half a period in byoyomi', () => {
    const reading = { mainLeft: 0, periodsLeft: 3, periodLeft: 10_000 };
    expect(thinkingBudgetMs(byoyomi, reading, 0)).toBe(5000);
  });
});
