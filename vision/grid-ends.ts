import type { Quad } from './geometry';
import {
  ARM_FROM,
  ARM_TO,
  CROSS_CELL as CELL,
  lineContrast,
  MIN_CROSS_CONTRAST,
  readCrossPlane,
  type GreyPlane,
} from './grid-crosses';
import type { OpenCv } from './opencv';
import type { BoardSize } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

const INWARD: [number, number] = [ARM_FROM, ARM_TO];
const OUTWARD: [number, number] = [-ARM_TO, -ARM_FROM];

/**
 * How well a grid's outer lines are where the board's lines end (-1..1): on a board every line
 * runs up to the outer lines and stops there (a margin of bare wood beyond). For each side, the
 * share of the lines across it that reach it from inside and stop, less the share that go on
 * beyond it. A grid a line off scores less on both of the sides it moved: beyond one, the lines
 * go on to the real outer line; inside the other (the board's edge taken for a line), the margin
 * shows none.
 */
export function lineEnds(cv: OpenCv, grey: Mat, corners: Quad, size: BoardSize): number {
  return readCrossPlane(cv, grey, corners, size, (plane) => {
    let total = 0;
    for (const [axis, edge, inward] of SIDES) {
      total += sideScore(plane, size, axis, edge === 'first' ? 0 : size - 1, inward);
    }
    return total / SIDES.length;
  });
}

/** Each side: the axis its crossing lines run along, which outer line, and which way is in. */
const SIDES: ['x' | 'y', 'first' | 'last', 1 | -1][] = [
  ['y', 'first', 1],
  ['y', 'last', -1],
  ['x', 'first', 1],
  ['x', 'last', -1],
];

function sideScore(
  plane: GreyPlane,
  size: number,
  axis: 'x' | 'y',
  outer: number,
  inward: 1 | -1,
): number {
  const flip = ([from, to]: [number, number]): [number, number] =>
    inward === 1 ? [from, to] : [-to, -from];
  let ends = 0;
  let goesOn = 0;
  for (let k = 0; k < size; k++) {
    const along = CELL + outer * CELL;
    const across = CELL + k * CELL;
    const at: [number, number] = axis === 'y' ? [across, along] : [along, across];
    const inside = lineContrast(plane, at, axis, [flip(INWARD)]);
    const beyond = lineContrast(plane, at, axis, [flip(OUTWARD)]);
    if (beyond >= MIN_CROSS_CONTRAST) goesOn++;
    else if (inside >= MIN_CROSS_CONTRAST) ends++;
  }
  return (ends - goesOn) / size;
}
