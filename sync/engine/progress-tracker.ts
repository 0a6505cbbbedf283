import type { SyncCollection } from '@sync/protocol';
import type { SyncProgress } from './types';

export interface ProgressTracker {
  /** a collection starts: its announced changes are now counted by its pages */
  begin(announced: number): void;
  /** a page was applied: `remaining` is what its collection still has after it */
  applied(collection: SyncCollection, applied: number, remaining: number): void;
}

/**
 * Progress over several collections against the sum of the changes their first pages announced.
 * The total only grows (rows changed on the server during the sync), so done never exceeds it,
 * and it becomes done once nothing is left.
 */
export function createProgressTracker(
  announced: readonly number[],
  onProgress?: (progress: SyncProgress) => void,
): ProgressTracker {
  let notStarted = announced.reduce((sum, n) => sum + n, 0);
  let total = notStarted;
  let done = 0;
  return {
    begin(count) {
      notStarted -= count;
    },
    applied(collection, applied, remaining) {
      done += applied;
      const left = remaining + notStarted;
      total = left === 0 ? done : Math.max(total, done + left);
      onProgress?.({ collection, done, total });
    },
  };
}
