import type { ClockKind, ClockReading } from './types';

/*
 * A player's clock in milliseconds. Time is exhausted when what is left reaches 0: a clock read
 * exactly msUntilFlag after it started has flagged, and so has a move made then. Byoyomi: the main
 * time runs first, then the periods one after the other; a period used up to its end is lost
 * (the next starts full), and the clock flags when the last one runs out.
 */

const FLAGGED: ClockReading = { mainLeft: 0, periodsLeft: 0, periodLeft: 0 };

export function initialClock(kind: ClockKind): ClockReading {
  if (kind.kind === 'fischer') return { mainLeft: kind.mainTime, periodsLeft: 0, periodLeft: 0 };
  return { mainLeft: kind.mainTime, periodsLeft: kind.periods, periodLeft: kind.periodTime };
}

/** The ms the running clock has left before it flags. */
export function msUntilFlag(kind: ClockKind, clock: ClockReading): number {
  if (kind.kind === 'fischer' || clock.periodsLeft <= 0) return Math.max(0, clock.mainLeft);
  return clock.mainLeft + clock.periodLeft + (clock.periodsLeft - 1) * kind.periodTime;
}

/** The clock after running elapsedMs without a move. */
export function readClock(
  kind: ClockKind,
  clock: ClockReading,
  elapsedMs: number,
): { reading: ClockReading; flagged: boolean } {
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= msUntilFlag(kind, clock)) return { reading: { ...FLAGGED }, flagged: true };
  if (elapsed < clock.mainLeft) {
    return { reading: { ...clock, mainLeft: clock.mainLeft - elapsed }, flagged: false };
  }
  // byoyomi, past the main time (Fischer flags above when the main time is used up)
  if (kind.kind === 'fischer') return { reading: { ...FLAGGED }, flagged: true };
  const intoPeriods = elapsed - clock.mainLeft;
  if (intoPeriods < clock.periodLeft) {
    return {
      reading: {
        mainLeft: 0,
        periodsLeft: clock.periodsLeft,
        periodLeft: clock.periodLeft - intoPeriods,
      },
      flagged: false,
    };
  }
  const intoLaterPeriods = intoPeriods - clock.periodLeft;
  const lost = 1 + Math.floor(intoLaterPeriods / kind.periodTime);
  return {
    reading: {
      mainLeft: 0,
      periodsLeft: clock.periodsLeft - lost,
      periodLeft: kind.periodTime - (intoLaterPeriods % kind.periodTime),
    },
    flagged: false,
  };
}

/**
 * The clock after a move made elapsedMs after it started: the time is charged, then Fischer adds
 * the increment (up to the maximum, never taking time away), byoyomi starts the current period
 * afresh (a move within the main time keeps the main time; lost periods stay lost).
 */
export function afterMove(
  kind: ClockKind,
  clock: ClockReading,
  elapsedMs: number,
): { clock: ClockReading; flagged: boolean } {
  const { reading, flagged } = readClock(kind, clock, elapsedMs);
  if (flagged) return { clock: reading, flagged };
  if (kind.kind === 'byoyomi')
    return { clock: { ...reading, periodLeft: kind.periodTime }, flagged };
  const added = reading.mainLeft + kind.increment;
  const mainLeft =
    kind.maximum === null ? added : Math.max(reading.mainLeft, Math.min(added, kind.maximum));
  return { clock: { ...reading, mainLeft }, flagged };
}
