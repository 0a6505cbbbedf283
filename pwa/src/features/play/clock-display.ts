import { readClock } from '@domain/play/clock';
import type { ClockKind, ClockReading, Clocks, Colour } from '@sync/contract/play';

/** A clock as it stands now, after the running side's elapsed time is taken off its reading. */
export interface ClockNow extends ClockReading {
  /** byoyomi: main time is spent and the periods run */
  overtime: boolean;
  /** nothing left: the flag fell (the server decides the timeout; this only shows it) */
  flagged: boolean;
}

/** One reading `elapsed` ms later on a running clock (0 for a stopped one), as the server runs it. */
export function clockAfter(reading: ClockReading, kind: ClockKind, elapsed: number): ClockNow {
  const { reading: now, flagged } = readClock(kind, reading, elapsed);
  const overtime = kind.kind === 'byoyomi' && (flagged || now.mainLeft === 0);
  return { ...now, overtime, flagged };
}

/** Both clocks at the server time `serverNow` (ms since epoch), from the state's readings. */
export function clocksAt(
  clocks: Clocks,
  kind: ClockKind,
  serverNow: number,
): Record<Colour, ClockNow> {
  const elapsed = (colour: Colour) =>
    clocks.running === colour ? serverNow - clocks.serverTime : 0;
  return {
    black: clockAfter(clocks.black, kind, elapsed('black')),
    white: clockAfter(clocks.white, kind, elapsed('white')),
  };
}

/** Under this much on a running clock the clock is shown as urgent. */
export const LOW_TIME_MS = 10_000;

/** The time that matters now: the main time, or the current period's rest in overtime. */
export function timeShown(clock: ClockNow): number {
  return clock.overtime ? clock.periodLeft : clock.mainLeft;
}
