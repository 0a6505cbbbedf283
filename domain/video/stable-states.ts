import type { FrameReading, Sign, StableState } from './types';

export interface StabilityOptions {
  /** good frames in a row with the same sign before a point's sign counts */
  minFrames: number;
  /** a reading less sure than this neither counts nor breaks a run */
  minConfidence: number;
  /** a frame with more of the board covered than this share (a hand over it) is skipped */
  maxOccludedShare: number;
}

export const DEFAULT_STABILITY: StabilityOptions = {
  minFrames: 2,
  minConfidence: 0.5,
  maxOccludedShare: 0.12,
};

function grid<T>(size: number, value: T): T[][] {
  return Array.from({ length: size }, () => Array.from({ length: size }, () => value));
}

/** Covered points and their neighbours: a hand's fingers and shadow reach past what is marked. */
function coveredNear(occluded: boolean[][]): boolean[][] {
  const size = occluded.length;
  const near = grid(size, false);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!occluded[y][x]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (near[y + dy]?.[x + dx] !== undefined) near[y + dy][x + dx] = true;
        }
      }
    }
  }
  return near;
}

/** The share of the board covered in a frame. */
export function occludedShare(occluded: boolean[][]): number {
  const size = occluded.length;
  const covered = occluded.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  return covered / (size * size);
}

/**
 * The board's stable states through a video: a point's sign counts once it has been read the
 * same in `minFrames` good frames in a row with the picture still there between them (covered or
 * unsure readings are left out; a frame where the point moved starts its run again; frames with
 * a hand over much of the board are skipped). A new state is given each time a counted sign
 * changes; the board starts empty.
 */
export function stableStates(
  frames: Iterable<FrameReading>,
  size: number,
  options: StabilityOptions = DEFAULT_STABILITY,
): StableState[] {
  const tracker = createStabilityTracker(size, options);
  const states: StableState[] = [];
  for (const frame of frames) {
    const state = tracker.push(frame);
    if (state) states.push(state);
  }
  return states;
}

/** The same, a frame at a time (a video's frames arrive one by one). */
export function createStabilityTracker(
  size: number,
  options: StabilityOptions = DEFAULT_STABILITY,
): { push(frame: FrameReading): StableState | null } {
  const counted = grid<Sign>(size, 0);
  const since = grid(size, 0);
  const candidate = grid<Sign>(size, 0);
  const run = grid(size, 0);
  const runStart = grid(size, 0);
  return {
    push(frame) {
      if (frame.signs.length !== size) return null;
      if (occludedShare(frame.occluded) > options.maxOccludedShare) return null;
      const covered = coveredNear(frame.occluded);
      let changed = false;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          if (covered[y][x] || frame.confidence[y][x] < options.minConfidence) continue;
          const sign = frame.signs[y][x];
          if (sign === candidate[y][x] && !frame.moving?.[y][x]) {
            run[y][x]++;
          } else {
            candidate[y][x] = sign;
            run[y][x] = 1;
            runStart[y][x] = frame.time;
          }
          if (run[y][x] >= options.minFrames && counted[y][x] !== sign) {
            counted[y][x] = sign;
            since[y][x] = runStart[y][x];
            changed = true;
          }
        }
      }
      if (!changed) return null;
      return {
        time: frame.time,
        signs: counted.map((row) => [...row]),
        since: since.map((row) => [...row]),
      };
    },
  };
}
