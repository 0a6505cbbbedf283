import { searchTimeBudgetMs } from '@domain/bots/search/time-budget';
import { msUntilFlag } from '@domain/play/clock';
import type { ClockKind, ClockReading } from '@domain/play/types';

/** A bot never thinks longer than this on one move, however much time it has. */
export const MAX_THINKING_MS = 10_000;
/** ...nor less than this, unless its clock has less than twice as much left. */
export const MIN_THINKING_MS = 300;

/**
 * How long a bot may think on this move so that it never loses on time: a fifteenth of what its
 * clock has left, or in byoyomi half a period.
 */
export function thinkingBudgetMs(kind: ClockKind, clock: ClockReading, elapsedMs: number): number {
  const left = Math.max(0, msUntilFlag(kind, clock) - elapsedMs);
  const share =
    kind.kind === 'byoyomi' && clock.mainLeft <= elapsedMs ? kind.periodTime / 2 : left / 15;
  const budget = Math.min(MAX_THINKING_MS, Math.max(MIN_THINKING_MS, share));
  return Math.min(budget, left / 2);
}

/**
 * The longest the modern bot's tree search thinks on a move on the server: its move within 2 s
 * while two bot games think at once on a 2-core server (bots.move_ms_p99_by_rank).
 */
export const SERVER_SEARCH_MAX_MS = 2000;

/** The tree search's budget on the server: the clock's (searchTimeBudgetMs), at most 2 s. */
export function serverSearchBudgetMs(
  kind: ClockKind,
  clock: ClockReading,
  elapsedMs: number,
): number {
  return Math.min(SERVER_SEARCH_MAX_MS, searchTimeBudgetMs(kind, clock, elapsedMs));
}
