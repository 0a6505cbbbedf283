import type { ClockKind, ClockReading } from '@domain/play/types';

/** The time that matters now: the main time, or in byo-yomi the current period's rest. */
export function timeShown(kind: ClockKind, clock: ClockReading): number {
  return kind.kind === 'byoyomi' && clock.mainLeft === 0 ? clock.periodLeft : clock.mainLeft;
}
