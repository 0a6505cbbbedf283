import type { Quad } from './geometry';
import { lineEnds } from './grid-ends';
import { gridEvidence } from './grid-evidence';
import type { OpenCv } from './opencv';
import type { BoardSize } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/** How a grid's line ends (-1..1) weigh its evidence: (ends + this)², at least a little. */
const ENDS_OFFSET = 0.25;
const MIN_ENDS_WEIGHT = 0.01;

/**
 * How much a grid looks like the board's in a grey image (0 up; comparable between grids of one
 * image): its lines' evidence, weighed by how well the board's lines end at its outer lines.
 */
export function weighGrid(cv: OpenCv, grey: Mat, corners: Quad, size: BoardSize): number {
  const evidence = Math.max(0, gridEvidence(cv, grey, corners, size));
  if (!evidence) return 0;
  return (
    evidence * Math.max(MIN_ENDS_WEIGHT, (lineEnds(cv, grey, corners, size) + ENDS_OFFSET) ** 2)
  );
}
