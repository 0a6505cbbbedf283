import type { Quad } from './geometry';
import { gridRectangle, gridToImage } from './rectify';
import { weighGrid } from './grid-weight';
import type { OpenCv } from './opencv';
import type { BoardSize } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/** A slipped grid must weigh this much more than the one found to replace it. */
const BETTER_BY = 1.15;
/** Lines a grid is moved each way. */
const SHIFTS = [-2, -1, 0, 1, 2];

/**
 * A grid fitted a line or two off (a column of stones along an edge hides the outer line, the
 * fit settles on the next; a steep view's near edge of the board reads as one more line) still
 * has most of its lines where the board's are: the grid moved by up to two lines each way is
 * weighed by its evidence and by how well the board's lines end at its outer lines, against the
 * one found, and the best returned.
 */
export function unslipGrid(cv: OpenCv, grey: Mat, corners: Quad, size: BoardSize): Quad {
  const toImage = gridToImage(cv, corners, size);
  const weigh = (grid: Quad) => weighGrid(cv, grey, grid, size);
  let best = { corners, weight: weigh(corners) * BETTER_BY };
  const last = size - 1;
  for (const dy of SHIFTS) {
    for (const dx of SHIFTS) {
      if (!dx && !dy) continue;
      const moved = gridRectangle(toImage, [dx, dy], [dx + last, dy + last]);
      const weight = weigh(moved);
      if (weight > best.weight) best = { corners: moved, weight };
    }
  }
  return best.corners;
}
