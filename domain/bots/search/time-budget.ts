import { readClock } from '../../play/clock';
import type { ClockKind, ClockReading } from '../../play/types';

/*
 * How long the search may think on a move, from the bot's clock, so that it never loses on
 * time nor a byoyomi period:
 * - main time: a MAIN_TIME_SHARE of what is left (Fischer: plus most of the increment, which
 *   the move earns back);
 * - byoyomi: also up to half a period, and never past the end of the current period (the
 *   period restarts on a move, so that is safe even while main time remains);
 * - always SAFETY_MS short of the limit (the answer still has to be played), and never more
 *   than half of what is left before the clock would flag or a period would be lost.
 */

export const MAIN_TIME_SHARE = 1 / 30;
export const INCREMENT_SHARE = 0.75;
export const PERIOD_SHARE = 0.5;
export const SAFETY_MS = 1000;
/** the longest a search thinks on one move, however much time is left */
export const MAX_SEARCH_MS = 10_000;

/** The search's budget in ms, `elapsedMs` after the bot's clock started on this move. */
export function searchTimeBudgetMs(
  kind: ClockKind,
  clock: ClockReading,
  elapsedMs: number,
): number {
  const { reading, flagged } = readClock(kind, clock, elapsedMs);
  if (flagged) return 0;
  let share = reading.mainLeft * MAIN_TIME_SHARE;
  let limit = reading.mainLeft;
  if (kind.kind === 'fischer') {
    share += kind.increment * INCREMENT_SHARE;
  } else if (reading.periodsLeft > 0) {
    share = Math.max(share, kind.periodTime * PERIOD_SHARE);
    limit = reading.mainLeft + reading.periodLeft;
  }
  const budget = Math.min(share, limit - SAFETY_MS, limit / 2, MAX_SEARCH_MS);
  return Math.max(0, Math.floor(budget));
}
