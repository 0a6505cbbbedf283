import { describe, expect, it } from 'vitest';
import { searchTimeBudgetMs } from '@domain/bots/search/time-budget';
import {
  MAX_THINKING_MS,
  SERVER_SEARCH_MAX_MS,
  serverSearchBudgetMs,
  thinkingBudgetMs,
} from './thinking-budget';

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

describe('serverSearchBudgetMs', () => {
  it('searches at most 2 s however long the clock, less when the clock says so', () => {
    const plenty = { mainLeft: 600_000, periodsLeft: 0, periodLeft: 0 };
    expect(SERVER_SEARCH_MAX_MS).toBe(2000);
    expect(searchTimeBudgetMs(fischer, plenty, 0)).toBeGreaterThan(2000);
    expect(serverSearchBudgetMs(fischer, plenty, 0)).toBe(2000);
    const sudden = { ...fischer, increment: 0 };
    const short = { mainLeft: 20_000, periodsLeft: 0, periodLeft: 0 };
    expect(serverSearchBudgetMs(sudden, short, 0)).toBe(searchTimeBudgetMs(sudden, short, 0));
    expect(serverSearchBudgetMs(sudden, short, 0)).toBeLessThan(2000);
  });
});
