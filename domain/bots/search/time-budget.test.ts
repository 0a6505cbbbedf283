import { describe, expect, it } from 'vitest';
import { msUntilFlag, readClock } from '../../play/clock';
import type { ClockKind, ClockReading } from '../../play/types';
import { MAX_SEARCH_MS, SAFETY_MS, searchTimeBudgetMs } from './time-budget';

const fischer = (mainTime: number, increment: number): ClockKind => ({
  kind: 'fischer',
  mainTime,
  increment,
  maximum: null,
});
const byoyomi = (mainTime: number, periods: number, periodTime: number): ClockKind => ({
  kind: 'byoyomi',
  mainTime,
  periods,
  periodTime,
});
const main = (ms: number): ClockReading => ({ mainLeft: ms, periodsLeft: 0, periodLeft: 0 });

describe('searchTimeBudgetMs', () => {
  it('takes a thirtieth of the main time left, less what the turn has used', () => {
    expect(searchTimeBudgetMs(fischer(600_000, 0), main(150_000), 0)).toBe(5000);
    expect(searchTimeBudgetMs(fischer(600_000, 0), main(150_000), 30_000)).toBe(4000);
  });

  it('counts most of a Fischer increment, which the move earns back', () => {
    expect(searchTimeBudgetMs(fischer(60_000, 4000), main(60_000), 0)).toBe(2000 + 3000);
  });

  it('never thinks past the Fischer clock, keeping a safety margin', () => {
    expect(searchTimeBudgetMs(fischer(60_000, 10_000), main(1500), 0)).toBe(500);
    expect(searchTimeBudgetMs(fischer(60_000, 10_000), main(1500), 1000)).toBe(0);
    expect(searchTimeBudgetMs(fischer(60_000, 10_000), main(1500), 2000)).toBe(0);
  });

  it('in byoyomi thinks half a period, at most half of what is left of the current one', () => {
    const kind = byoyomi(0, 5, 8000);
    expect(searchTimeBudgetMs(kind, { mainLeft: 0, periodsLeft: 5, periodLeft: 8000 }, 0)).toBe(
      4000,
    );
    expect(searchTimeBudgetMs(kind, { mainLeft: 0, periodsLeft: 5, periodLeft: 8000 }, 5000)).toBe(
      3000 / 2,
    );
  });

  it('near the end of its main time may use the first period, which restarts on the move', () => {
    const kind = byoyomi(600_000, 3, 10_000);
    expect(
      searchTimeBudgetMs(kind, { mainLeft: 2000, periodsLeft: 3, periodLeft: 10_000 }, 0),
    ).toBe(5000);
  });

  it('never more than MAX_SEARCH_MS on a move', () => {
    expect(searchTimeBudgetMs(fischer(3_600_000, 60_000), main(3_600_000), 0)).toBe(MAX_SEARCH_MS);
  });

  it('always ends a safety margin before the clock flags or a period is lost', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 500; i++) {
      const periodTime = 1000 + Math.floor(random() * 60_000);
      const kind =
        random() < 0.5
          ? fischer(600_000, Math.floor(random() * 20_000))
          : byoyomi(600_000, 1 + Math.floor(random() * 5), periodTime);
      const reading: ClockReading =
        kind.kind === 'fischer'
          ? main(Math.floor(random() * 120_000))
          : {
              mainLeft: random() < 0.5 ? 0 : Math.floor(random() * 120_000),
              periodsLeft: 1 + Math.floor(random() * kind.periods),
              periodLeft: Math.floor(random() * periodTime),
            };
      const elapsed = Math.floor(random() * 30_000);
      const budget = searchTimeBudgetMs(kind, reading, elapsed);
      const now = readClock(kind, reading, elapsed).reading;
      const safe =
        kind.kind === 'fischer' || now.periodsLeft === 0
          ? msUntilFlag(kind, now)
          : now.mainLeft + now.periodLeft;
      expect(budget).toBeGreaterThanOrEqual(0);
      if (budget > 0) expect(budget + SAFETY_MS).toBeLessThanOrEqual(safe);
    }
  });
});
