import {
  createMoveInference,
  createStabilityTracker,
  DEFAULT_STABILITY,
  occludedShare,
  type FrameReading,
} from '@domain/video';
import type { BoardSize } from '@vision/types';

/** A board's readings through the video: stable states, then moves, and what was seen. */
export function createBoardReader(size: BoardSize) {
  const tracker = createStabilityTracker(size);
  const inference = createMoveInference(size);
  let frames = 0;
  let coveredFrames = 0;
  let mostStones = 0;
  let stableStates = 0;
  return {
    get frames() {
      return frames;
    },
    push(reading: FrameReading) {
      frames++;
      if (occludedShare(reading.occluded) > DEFAULT_STABILITY.maxOccludedShare) coveredFrames++;
      const stones = reading.signs.flatMap((row, y) =>
        row.filter(
          (sign, x) =>
            sign !== 0 &&
            !reading.occluded[y][x] &&
            reading.confidence[y][x] >= DEFAULT_STABILITY.minConfidence,
        ),
      ).length;
      mostStones = Math.max(mostStones, stones);
      const state = tracker.push(reading);
      if (!state) return;
      if (state.signs.some((row) => row.some((sign) => sign !== 0))) stableStates++;
      inference.push(state);
    },
    game: () => inference.game(),
    summary: (samples: number) => ({
      samples,
      boardFrames: frames,
      coveredFrames,
      mostStones,
      stableStates,
      skippedChanges: inference.game().skipped.length,
    }),
  };
}
