import type { Quad } from './geometry';
import { withScope } from './mat-scope';
import type { OpenCv } from './opencv';
import { warpQuad } from './rectify';
import type { BoardSize } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/** A grey image, rows of `width` bytes. */
export interface GreyPlane {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Pixels a cell of the rectification the crosses are looked for in. */
export const CROSS_CELL = 28;
const CELL = CROSS_CELL;
/** Where a line's arms run from an intersection, in cells along the line. */
export const ARM_FROM = 0.15;
export const ARM_TO = 0.45;
/** How far beside the line its contrast is measured, in cells. */
const BESIDE = 0.3;
/** Pixels either side of where the line should be that it may really lie. */
const SLACK = 2;
/** The rectification's blur (σ, pixels) before looking: grain must not pass for a line. */
const BLUR = 1.5;
/** Grey levels a cross's weaker line must be darker than beside it to count as seen. */
export const MIN_CROSS_CONTRAST = 3;

/**
 * How much darker a line along `axis` through (x, y) is than the image beside it on both sides
 * (grey levels): the arms' mean on the darkest row near the line against the darker of the two
 * sides. A step between a dark and a light area (an edge, not a line) gives none.
 */
export function lineContrast(
  plane: GreyPlane,
  [x, y]: [number, number],
  axis: 'x' | 'y',
  arms: [number, number][],
): number {
  const { width, height, data } = plane;
  const mean = (across: number) => {
    let sum = 0;
    let count = 0;
    for (const [from, to] of arms) {
      for (let along = Math.round(from * CELL); along <= Math.round(to * CELL); along++) {
        const px = axis === 'x' ? x + along : x + across;
        const py = axis === 'x' ? y + across : y + along;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        sum += data[py * width + px];
        count++;
      }
    }
    return count ? sum / count : NaN;
  };
  let on = Infinity;
  for (let d = -SLACK; d <= SLACK; d++) on = Math.min(on, mean(d));
  const beside = Math.round(BESIDE * CELL);
  const contrast = Math.min(mean(-beside), mean(beside)) - on;
  return Number.isNaN(contrast) ? 0 : contrast;
}

/**
 * How clearly a cross of lines shows at the grid point (i, j) of a rectification with CELL
 * pixels a cell and the first line at CELL: the weaker of its two lines' contrast (grey levels),
 * each measured on the arms that lie on the board. A stone shows none: its arms and their sides
 * are all stone.
 */
export function crossContrast(plane: GreyPlane, size: number, i: number, j: number): number {
  const at: [number, number] = [CELL + i * CELL, CELL + j * CELL];
  const armsOf = (index: number): [number, number][] => [
    ...(index > 0 ? [[-ARM_TO, -ARM_FROM] as [number, number]] : []),
    ...(index < size - 1 ? [[ARM_FROM, ARM_TO] as [number, number]] : []),
  ];
  return Math.min(lineContrast(plane, at, 'x', armsOf(i)), lineContrast(plane, at, 'y', armsOf(j)));
}

/**
 * The share of a grid's points (its outer corners in a grey image) where a cross of thin dark
 * lines shows: on a Go board every empty point, on a pattern that only looks like a mesh (noise,
 * a checkerboard, a textile) hardly any.
 */
export function crossShare(cv: OpenCv, grey: Mat, corners: Quad, size: BoardSize): number {
  return readCrossPlane(cv, grey, corners, size, (plane) => {
    let seen = 0;
    for (let j = 0; j < size; j++) {
      for (let i = 0; i < size; i++) {
        if (crossContrast(plane, size, i, j) >= MIN_CROSS_CONTRAST) seen++;
      }
    }
    return seen / (size * size);
  });
}

/**
 * Reads the rectification of a grid of `size` lines each way (a board's, or a wider one around
 * it) as crosses are looked for in: `CROSS_CELL` pixels a cell, a cell of margin, blurred so
 * grain does not pass for a line.
 */
export function readCrossPlane<T>(
  cv: OpenCv,
  grey: Mat,
  corners: Quad,
  size: number,
  read: (plane: GreyPlane) => T,
): T {
  return withScope((track) => {
    const last = (size - 1) * CELL;
    const side = last + 2 * CELL;
    const target: Quad = [
      [CELL, CELL],
      [CELL + last, CELL],
      [CELL + last, CELL + last],
      [CELL, CELL + last],
    ];
    const { warped } = warpQuad(cv, grey, corners, target, [side, side]);
    track(warped);
    cv.GaussianBlur(warped, warped, new cv.Size(0, 0), BLUR);
    return read({ width: warped.cols, height: warped.rows, data: warped.data });
  });
}
