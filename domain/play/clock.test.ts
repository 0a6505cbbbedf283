import { describe, expect, it } from 'vitest';
import { afterMove, initialClock, msUntilFlag, readClock } from './clock';
import type { ClockKind } from './types';

const FISCHER: ClockKind = { kind: 'fischer', mainTime: 60_000, increment: 5_000, maximum: null };
const CAPPED: ClockKind = { kind: 'fischer', mainTime: 60_000, increment: 5_000, maximum: 62_000 };
/** 60 s, then 3 periods of 10 s */
const BYOYOMI: ClockKind = { kind: 'byoyomi', mainTime: 60_000, periods: 3, periodTime: 10_000 };

const FLAGGED = { mainLeft: 0, periodsLeft: 0, periodLeft: 0 };

describe('initialClock', () => {
  it('starts with the main time, and the periods for byoyomi', () => {
    expect(initialClock(FISCHER)).toEqual({ mainLeft: 60_000, periodsLeft: 0, periodLeft: 0 });
    expect(initialClock(BYOYOMI)).toEqual({ mainLeft: 60_000, periodsLeft: 3, periodLeft: 10_000 });
  });
});

describe('Fischer', () => {
  const start = initialClock(FISCHER);

  it('runs the main time down and flags when it is used up', () => {
    expect(readClock(FISCHER, start, 0)).toEqual({ reading: start, flagged: false });
    expect(readClock(FISCHER, start, 59_999)).toEqual({
      reading: { mainLeft: 1, periodsLeft: 0, periodLeft: 0 },
      flagged: false,
    });
    expect(readClock(FISCHER, start, 60_000)).toEqual({ reading: FLAGGED, flagged: true });
    expect(readClock(FISCHER, start, 90_000)).toEqual({ reading: FLAGGED, flagged: true });
    expect(msUntilFlag(FISCHER, start)).toBe(60_000);
    expect(msUntilFlag(FISCHER, { mainLeft: 1234, periodsLeft: 0, periodLeft: 0 })).toBe(1234);
  });

  it('adds the increment after a move made in time', () => {
    expect(afterMove(FISCHER, start, 20_000)).toEqual({
      clock: { mainLeft: 45_000, periodsLeft: 0, periodLeft: 0 },
      flagged: false,
    });
    expect(afterMove(FISCHER, start, 59_999).clock.mainLeft).toBe(5_001);
    expect(afterMove(FISCHER, start, 60_000)).toEqual({ clock: FLAGGED, flagged: true });
    // without a maximum the clock grows past the main time
    expect(afterMove(FISCHER, start, 1_000).clock.mainLeft).toBe(64_000);
  });

  it('caps the clock at the maximum', () => {
    const capped = initialClock(CAPPED);
    expect(afterMove(CAPPED, capped, 1_000).clock.mainLeft).toBe(62_000);
    expect(afterMove(CAPPED, capped, 3_000).clock.mainLeft).toBe(62_000);
    expect(afterMove(CAPPED, capped, 4_000).clock.mainLeft).toBe(61_000);
    const full = { mainLeft: 62_000, periodsLeft: 0, periodLeft: 0 };
    expect(afterMove(CAPPED, full, 0).clock.mainLeft).toBe(62_000);
  });
});

describe('byoyomi', () => {
  const start = initialClock(BYOYOMI);

  it('runs the main time first and keeps it after a move within it', () => {
    expect(readClock(BYOYOMI, start, 30_000)).toEqual({
      reading: { mainLeft: 30_000, periodsLeft: 3, periodLeft: 10_000 },
      flagged: false,
    });
    expect(afterMove(BYOYOMI, start, 30_000)).toEqual({
      clock: { mainLeft: 30_000, periodsLeft: 3, periodLeft: 10_000 },
      flagged: false,
    });
  });

  it('enters the first period when the main time is used up, without losing it', () => {
    expect(readClock(BYOYOMI, start, 60_000).reading).toEqual({
      mainLeft: 0,
      periodsLeft: 3,
      periodLeft: 10_000,
    });
    expect(readClock(BYOYOMI, start, 64_000).reading).toEqual({
      mainLeft: 0,
      periodsLeft: 3,
      periodLeft: 6_000,
    });
  });

  it('loses a period used to its end and starts the next one full', () => {
    expect(readClock(BYOYOMI, start, 69_999)).toEqual({
      reading: { mainLeft: 0, periodsLeft: 3, periodLeft: 1 },
      flagged: false,
    });
    expect(readClock(BYOYOMI, start, 70_000)).toEqual({
      reading: { mainLeft: 0, periodsLeft: 2, periodLeft: 10_000 },
      flagged: false,
    });
    expect(readClock(BYOYOMI, start, 83_000)).toEqual({
      reading: { mainLeft: 0, periodsLeft: 1, periodLeft: 7_000 },
      flagged: false,
    });
    expect(readClock(BYOYOMI, start, 89_999)).toEqual({
      reading: { mainLeft: 0, periodsLeft: 1, periodLeft: 1 },
      flagged: false,
    });
  });

  it('flags when the last period runs out', () => {
    expect(msUntilFlag(BYOYOMI, start)).toBe(90_000);
    expect(readClock(BYOYOMI, start, 90_000)).toEqual({ reading: FLAGGED, flagged: true });
    expect(afterMove(BYOYOMI, start, 90_000)).toEqual({ clock: FLAGGED, flagged: true });
    const last = { mainLeft: 0, periodsLeft: 1, periodLeft: 10_000 };
    expect(msUntilFlag(BYOYOMI, last)).toBe(10_000);
    expect(readClock(BYOYOMI, last, 9_999).flagged).toBe(false);
    expect(readClock(BYOYOMI, last, 10_000).flagged).toBe(true);
  });

  it('resets the current period after a move; lost periods stay lost', () => {
    expect(afterMove(BYOYOMI, start, 64_000).clock).toEqual({
      mainLeft: 0,
      periodsLeft: 3,
      periodLeft: 10_000,
    });
    expect(afterMove(BYOYOMI, start, 83_000).clock).toEqual({
      mainLeft: 0,
      periodsLeft: 1,
      periodLeft: 10_000,
    });
    const inPeriods = { mainLeft: 0, periodsLeft: 2, periodLeft: 10_000 };
    expect(afterMove(BYOYOMI, inPeriods, 9_999).clock).toEqual(inPeriods);
    expect(afterMove(BYOYOMI, inPeriods, 10_000).clock).toEqual({
      mainLeft: 0,
      periodsLeft: 1,
      periodLeft: 10_000,
    });
    expect(afterMove(BYOYOMI, inPeriods, 20_000).flagged).toBe(true);
  });

  it('counts from a part-used period when read again', () => {
    // a reading taken mid-period, then run on: 4 s of the period left, then 2 more periods
    const mid = { mainLeft: 0, periodsLeft: 3, periodLeft: 4_000 };
    expect(msUntilFlag(BYOYOMI, mid)).toBe(24_000);
    expect(readClock(BYOYOMI, mid, 4_000).reading).toEqual({
      mainLeft: 0,
      periodsLeft: 2,
      periodLeft: 10_000,
    });
    expect(readClock(BYOYOMI, mid, 15_000).reading).toEqual({
      mainLeft: 0,
      periodsLeft: 1,
      periodLeft: 9_000,
    });
    expect(readClock(BYOYOMI, mid, 24_000).flagged).toBe(true);
  });

  it('works without main time', () => {
    const kind: ClockKind = { kind: 'byoyomi', mainTime: 0, periods: 1, periodTime: 30_000 };
    const clock = initialClock(kind);
    expect(msUntilFlag(kind, clock)).toBe(30_000);
    expect(afterMove(kind, clock, 29_999)).toEqual({ clock, flagged: false });
    expect(afterMove(kind, clock, 30_000).flagged).toBe(true);
  });
});
