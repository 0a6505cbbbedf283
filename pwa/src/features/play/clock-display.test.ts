import { describe, expect, it } from 'vitest';
import type { ClockKind, Clocks } from '@sync/contract/play';
import { clockAfter, clocksAt } from './clock-display';

const BYOYOMI: ClockKind = { kind: 'byoyomi', mainTime: 600_000, periods: 5, periodTime: 30_000 };
const FISCHER: ClockKind = { kind: 'fischer', mainTime: 300_000, increment: 10_000, maximum: null };

describe('clockAfter', () => {
  it('takes the elapsed time off a Fischer clock, down to zero', () => {
    const reading = { mainLeft: 12_000, periodsLeft: 0, periodLeft: 0 };
    expect(clockAfter(reading, FISCHER, 2_500)).toMatchObject({ mainLeft: 9_500, flagged: false });
    expect(clockAfter(reading, FISCHER, 20_000)).toMatchObject({ mainLeft: 0, flagged: true });
  });

  it('runs the byoyomi main time, then the current period, then the next ones', () => {
    const reading = { mainLeft: 5_000, periodsLeft: 5, periodLeft: 30_000 };
    expect(clockAfter(reading, BYOYOMI, 4_000)).toEqual({
      mainLeft: 1_000,
      periodsLeft: 5,
      periodLeft: 30_000,
      overtime: false,
      flagged: false,
    });
    expect(clockAfter(reading, BYOYOMI, 15_000)).toMatchObject({
      mainLeft: 0,
      periodsLeft: 5,
      periodLeft: 20_000,
      overtime: true,
    });
    // 5 s of main, 30 s of the first period, 10 s of the second
    expect(clockAfter(reading, BYOYOMI, 45_000)).toMatchObject({
      periodsLeft: 4,
      periodLeft: 20_000,
      flagged: false,
    });
  });

  it('continues a period already started, and flags when the last one runs out', () => {
    const reading = { mainLeft: 0, periodsLeft: 1, periodLeft: 7_000 };
    expect(clockAfter(reading, BYOYOMI, 6_000)).toMatchObject({ periodLeft: 1_000 });
    expect(clockAfter(reading, BYOYOMI, 7_000)).toMatchObject({ periodsLeft: 0, flagged: true });
  });
});

describe('clocksAt', () => {
  it('runs only the running side, from the readings time on the server', () => {
    const clocks: Clocks = {
      black: { mainLeft: 60_000, periodsLeft: 0, periodLeft: 0 },
      white: { mainLeft: 50_000, periodsLeft: 0, periodLeft: 0 },
      running: 'white',
      serverTime: 1_000_000,
    };
    const now = clocksAt(clocks, FISCHER, 1_003_000);
    expect(now.black.mainLeft).toBe(60_000);
    expect(now.white.mainLeft).toBe(47_000);
    expect(clocksAt({ ...clocks, running: null }, FISCHER, 1_003_000).white.mainLeft).toBe(50_000);
  });
});
