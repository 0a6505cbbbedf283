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
