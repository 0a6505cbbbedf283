import { describe, expect, it } from 'vitest';
import { clockHeldAt, moveElapsed, turnElapsed, whenElapsed, type TurnTiming } from './turn-time';

const T0 = 1_000_000;
const RUNNING: TurnTiming = { turnStartedAt: T0, hold: null };
/** held 2 s into the turn, for at most a minute */
const HELD: TurnTiming = { turnStartedAt: T0, hold: { from: T0 + 2_000, maxMs: 60_000 } };

describe('turn time', () => {
  it('counts from the turn start while nothing holds it', () => {
    expect(turnElapsed(RUNNING, T0 + 5_000)).toBe(5_000);
    expect(turnElapsed(RUNNING, T0 - 5)).toBe(0);
    expect(whenElapsed(RUNNING, 5_000)).toBe(T0 + 5_000);
    expect(moveElapsed(RUNNING, T0 + 5_000, 4_000)).toBe(5_000);
    expect(clockHeldAt(RUNNING, T0)).toBe(false);
  });

  it('stands still while held, and runs again once the hold is used up', () => {
    expect(turnElapsed(HELD, T0 + 2_000)).toBe(2_000);
    expect(turnElapsed(HELD, T0 + 50_000)).toBe(2_000);
    expect(clockHeldAt(HELD, T0 + 50_000)).toBe(true);
    expect(turnElapsed(HELD, T0 + 62_000)).toBe(2_000);
    expect(clockHeldAt(HELD, T0 + 62_000)).toBe(false);
    expect(turnElapsed(HELD, T0 + 65_000)).toBe(5_000);
  });

  it('finds when the clock reaches a time, before or after the hold', () => {
    expect(whenElapsed(HELD, 1_000)).toBe(T0 + 1_000);
    expect(whenElapsed(HELD, 2_000)).toBe(T0 + 2_000);
    expect(whenElapsed(HELD, 5_000)).toBe(T0 + 65_000);
    for (const ms of [1_000, 2_000, 2_001, 5_000]) {
      expect(turnElapsed(HELD, whenElapsed(HELD, ms))).toBe(ms);
    }
  });

  it('charges a move its thinking: the measured wait is credited within the hold only', () => {
    // waited 30 s for an engine from the hold on, then thought 4 s
    expect(moveElapsed(HELD, T0 + 36_000, 30_000)).toBe(6_000);
    // a wait claimed longer than the hold lasted is credited only as long as it held
    expect(moveElapsed(HELD, T0 + 36_000, 90_000)).toBe(2_000);
    expect(moveElapsed(HELD, T0 + 100_000, 90_000)).toBe(40_000);
    expect(moveElapsed(HELD, T0 + 36_000, undefined)).toBe(36_000);
    expect(moveElapsed(HELD, T0 + 36_000, -5)).toBe(36_000);
  });
});
