import type { Quad } from './geometry';
import { crossContrast, MIN_CROSS_CONTRAST, readCrossPlane } from './grid-crosses';
import type { OpenCv } from './opencv';
import type { BoardSize } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/**
 * Below this share of the crosses on an axis's even lines, its odd lines are between the board's:
 * on the tuning photos 0-239, grids read right 0.57 and up; a 9x9 grid at half the pitch across
 * a 13x13 board (tuning photo 235) 0.15.
 */
const HALF_PITCH_RATIO = 1 / 3;
/** The lines with more crosses must show them at this share of their points to judge. */
const MIN_SHARE_TO_JUDGE = 0.2;

/**
 * Whether the grid's lines on one axis run at half the board's pitch: every other line lies
 * between two of the board's, where no cross of lines shows, while the others show them. Such a
 * grid reads stones confidently at points that are not the board's.
 */
export function atHalfPitch(cv: OpenCv, grey: Mat, corners: Quad, size: BoardSize): boolean {
  return readCrossPlane(cv, grey, corners, size, (plane) => {
    const seen = { x: [0, 0], y: [0, 0] };
    for (let j = 0; j < size; j++) {
      for (let i = 0; i < size; i++) {
        if (crossContrast(plane, size, i, j) < MIN_CROSS_CONTRAST) continue;
        seen.x[i % 2]++;
        seen.y[j % 2]++;
      }
    }
    const lines = [Math.ceil(size / 2) * size, Math.floor(size / 2) * size];
    return [seen.x, seen.y].some(([even, odd]) => {
      const [evenShare, oddShare] = [even / lines[0], odd / lines[1]];
      const more = Math.max(evenShare, oddShare);
      return more >= MIN_SHARE_TO_JUDGE && Math.min(evenShare, oddShare) < HALF_PITCH_RATIO * more;
    });
  });
}
