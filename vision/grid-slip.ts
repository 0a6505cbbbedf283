import { applyHomography, type Homography, type Quad } from './geometry';
import { gridEvidence } from './grid-evidence';
import { withScope } from './mat-scope';
import type { OpenCv } from './opencv';
import type { BoardSize, ImagePoint } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/** A slipped grid must show this much more evidence than the one found to replace it. */
const BETTER_BY = 1.15;

/**
 * A grid fitted a line off (a column of stones along an edge hides the outer line, the fit settles
 * on the next) still has its lines where the board's are: the grid moved by one line each way is
 * weighed by its evidence against the one found, and the best returned.
 */
export function unslipGrid(cv: OpenCv, grey: Mat, corners: Quad, size: BoardSize): Quad {
  const toImage = gridToImage(cv, corners, size);
  const found = gridEvidence(cv, grey, corners, size);
  let best = { corners, evidence: found * BETTER_BY };
  for (const dy of [-1, 0, 1]) {
    for (const dx of [-1, 0, 1]) {
      if (!dx && !dy) continue;
      const last = size - 1;
      const moved = (
        [
          [dx, dy],
          [dx + last, dy],
          [dx + last, dy + last],
          [dx, dy + last],
        ] as ImagePoint[]
      ).map((point) => applyHomography(toImage, point)) as Quad;
      const evidence = gridEvidence(cv, grey, moved, size);
      if (evidence > best.evidence) best = { corners: moved, evidence };
    }
  }
  return best.corners;
}

/** The homography from grid coordinates (0..size-1 each way) to the image. */
function gridToImage(cv: OpenCv, corners: Quad, size: BoardSize): Homography {
  return withScope((track) => {
    const last = size - 1;
    const grid = track(cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, last, 0, last, last, 0, last]));
    const image = track(cv.matFromArray(4, 1, cv.CV_32FC2, corners.flat()));
    return Array.from(track(cv.getPerspectiveTransform(grid, image)).data64F);
  });
}
