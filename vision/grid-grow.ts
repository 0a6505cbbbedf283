import { BOARD_SIZES } from '@domain/game/board-sizes';
import type { Homography, Quad } from './geometry';
import {
  ARM_FROM,
  ARM_TO,
  CROSS_CELL as CELL,
  lineContrast,
  MIN_CROSS_CONTRAST,
  readCrossPlane,
  type GreyPlane,
} from './grid-crosses';
import { weighGrid } from './grid-weight';
import type { OpenCv } from './opencv';
import { gridRectangle, gridToImage } from './rectify';
import type { BoardSize } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/**
 * A line beyond a side of the grid is there when crosses of lines show at this share of its
 * points: one line beyond the grids read right on the tuning photos, 0-33 %; around a 9x9 grid
 * read inside a 13x13 board, 44-100 %.
 */
const GOES_ON_SHARE = 0.4;
const LARGEST = BOARD_SIZES[BOARD_SIZES.length - 1];

/** Lines seen beyond each outer line of the grid, in grid coordinates' directions. */
interface LinesBeyond {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * A grid read inside a larger board (a hand or a bowl cut the board's outline short, and the grid
 * fitted to it settled on a 9x9 block of a 13x13 board): its lines go on beyond its outer lines,
 * on one axis all the way to the larger board's. Returns the larger board's grid, placed over the
 * lines seen beyond, or null when the lines end at the grid's outer lines as a board's do (or no
 * larger grid weighs more).
 */
export function growGrid(
  cv: OpenCv,
  grey: Mat,
  corners: Quad,
  size: BoardSize,
): { corners: Quad; size: BoardSize } | null {
  const toImage = gridToImage(cv, corners, size);
  const beyond = linesBeyond(cv, grey, toImage, size);
  // every line of a larger board seen beyond the grid on one axis: single lines beyond one side
  // show around grids read right (a board's near edge, a shadow), never a larger board's lines
  const across = Math.max(beyond.left + beyond.right, beyond.top + beyond.bottom);
  const larger = BOARD_SIZES.find((candidate) => across > 0 && candidate - size === across);
  if (!larger) return null;
  const extra = larger - size;
  let best = { corners, size, weight: weighGrid(cv, grey, corners, size) };
  for (let left = beyond.left; left <= extra - beyond.right; left++) {
    for (let top = beyond.top; top <= extra - beyond.bottom; top++) {
      const grown = gridRectangle(toImage, [-left, -top], [larger - 1 - left, larger - 1 - top]);
      const weight = weighGrid(cv, grey, grown, larger);
      if (weight > best.weight) best = { corners: grown, size: larger, weight };
    }
  }
  return best.size === size ? null : { corners: best.corners, size: best.size };
}

/**
 * How many lines go on beyond each outer line: walking outward a line at a time, while crosses
 * show at enough of the points along it (each cross's line from the grid's side only, as on a
 * board's outer line).
 */
function linesBeyond(cv: OpenCv, grey: Mat, toImage: Homography, size: BoardSize): LinesBeyond {
  const reach = LARGEST - size;
  const wide = size + 2 * reach;
  const outer = gridRectangle(toImage, [-reach, -reach], [size - 1 + reach, size - 1 + reach]);
  return readCrossPlane(cv, grey, outer, wide, (plane) => {
    const walk = (lineAt: (k: number) => LineBeyond) => {
      let lines = 0;
      while (
        lines < reach &&
        shareOfCrosses(plane, size, reach, lineAt(lines + 1)) >= GOES_ON_SHARE
      ) {
        lines++;
      }
      return lines;
    };
    return {
      left: walk((k) => ({ axis: 'x', at: -k, inward: 1 })),
      right: walk((k) => ({ axis: 'x', at: size - 1 + k, inward: -1 })),
      top: walk((k) => ({ axis: 'y', at: -k, inward: 1 })),
      bottom: walk((k) => ({ axis: 'y', at: size - 1 + k, inward: -1 })),
    };
  });
}

/** A line beyond the grid: `at` its grid coordinate across `axis`, `inward` the grid's way. */
interface LineBeyond {
  axis: 'x' | 'y';
  at: number;
  inward: 1 | -1;
}

function shareOfCrosses(plane: GreyPlane, size: number, reach: number, line: LineBeyond): number {
  const inwardArm: [number, number] = line.inward === 1 ? [ARM_FROM, ARM_TO] : [-ARM_TO, -ARM_FROM];
  const bothArms: [number, number][] = [
    [-ARM_TO, -ARM_FROM],
    [ARM_FROM, ARM_TO],
  ];
  const pixel = (grid: number) => CELL + (grid + reach) * CELL;
  // the line beyond runs at right angles to `axis`; the grid's lines reach it along `axis`
  const beyondRuns = line.axis === 'x' ? 'y' : 'x';
  let seen = 0;
  for (let k = 0; k < size; k++) {
    const point: [number, number] =
      line.axis === 'x' ? [pixel(line.at), pixel(k)] : [pixel(k), pixel(line.at)];
    const contrast = Math.min(
      lineContrast(plane, point, beyondRuns, bothArms),
      lineContrast(plane, point, line.axis, [inwardArm]),
    );
    if (contrast >= MIN_CROSS_CONTRAST) seen++;
  }
  return seen / size;
}
