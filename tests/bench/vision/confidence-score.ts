import { markUncertain } from '@vision/uncertain';
import { percentile } from '../browser/bench-stats';
import type { PhotoScore } from './vision-score';

/** What marking points uncertain (markUncertain at a threshold) gives a set of photos. */
export interface Honesty {
  threshold: number;
  /** uncertain points per photo (photos where a board was read), median */
  pointsToConfirmP50: number;
  pointsToConfirmP90: number;
  /** wrong points among those not marked uncertain */
  silentErrorRate: number;
  /** wrong points that are marked, of all wrong points read */
  errorsMarked: number;
}

export function honesty(scores: readonly PhotoScore[], threshold: number): Honesty {
  const toConfirm: number[] = [];
  let unmarked = 0;
  let silent = 0;
  let wrong = 0;
  let caught = 0;
  for (const { reading } of scores) {
    if (!reading) continue;
    const marked = markUncertain(reading.confidence, threshold).flat();
    const wrongPoints = reading.wrong.flat();
    toConfirm.push(marked.filter(Boolean).length);
    marked.forEach((isMarked, i) => {
      if (!isMarked) unmarked++;
      if (!wrongPoints[i]) return;
      wrong++;
      if (isMarked) caught++;
      else silent++;
    });
  }
  toConfirm.sort((a, b) => a - b);
  return {
    threshold,
    pointsToConfirmP50: toConfirm.length ? percentile(toConfirm, 50) : 0,
    pointsToConfirmP90: toConfirm.length ? percentile(toConfirm, 90) : 0,
    silentErrorRate: unmarked ? silent / unmarked : 0,
    errorsMarked: wrong ? caught / wrong : 1,
  };
}

/** The thresholds tried when tuning: 0.50, 0.51, ... 1.00. */
export const THRESHOLDS = Array.from({ length: 51 }, (_, i) => (50 + i) / 100);

/**
 * The lowest threshold (fewest points to confirm) whose silent error rate is under `goal` on
 * these photos, or the highest tried when none is.
 */
export function pickThreshold(scores: readonly PhotoScore[], goal: number): Honesty {
  const tried = THRESHOLDS.map((threshold) => honesty(scores, threshold));
  return tried.find((result) => result.silentErrorRate < goal) ?? tried[tried.length - 1];
}
