import { FAINT_LINE_CONTRAST, findGridOutline, lineResponse } from './board-outline';
import { applyHomography, type Quad } from './geometry';
import { BOARD_SIZES } from '@domain/game/board-sizes';
import { fitAxis, type AxisFit } from './grid-fit';
import { withScope } from './mat-scope';
import type { OpenCv } from './opencv';
import { periodicity } from './periodicity';
import { profileOf, warpQuad } from './rectify';
import type { BoardSize, ImagePoint } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/** The first rectification: the outline's quadrilateral inside a square this big... */
const FIRST_SIZE = 640;
/** ...with this margin around it. */
const FIRST_MARGIN = 40;
/** Below this the evenly spaced lines found are not a grid. */
const MIN_GRID_SCORE = 0.5;
/** A fit's score is weighed by how periodic its lines are, at least by this. */
const MIN_PERIODICITY = 0.05;
/** A grid fitted to the outline of faint lines counts this much of its score and evidence. */
export const FAINT_WEIGHT = 0.8;

export interface GridFound {
  size: BoardSize;
  /** the outer lines' corners in the working image */
  corners: Quad;
  score: number;
  /** fitted to the outline of faint lines */
  faint?: boolean;
}

/**
 * The grids fitted to the outlines found in the image, the best scores first, with those of the
 * outlines of fainter lines, whose scores count less.
 */
export function findGridsInImage(cv: OpenCv, grey: Mat, boardSize?: BoardSize): GridFound[] {
  return [false, true]
    .flatMap((faint) =>
      findGridOutline(cv, grey, 2, faint)
        .map((outline) => findGrid(cv, grey, outline, boardSize))
        .filter((grid): grid is GridFound => grid !== null)
        .map((grid) => (faint ? { ...grid, score: FAINT_WEIGHT * grid.score, faint } : grid)),
    )
    .sort((a, b) => b.score - a.score);
}

/** The grid's size and outer corners, from a rough outline of it. */
export function findGrid(
  cv: OpenCv,
  grey: Mat,
  outline: Quad,
  boardSize?: BoardSize,
): GridFound | null {
  return withScope((track) => {
    const inner = FIRST_SIZE - 2 * FIRST_MARGIN;
    const target: Quad = [
      [FIRST_MARGIN, FIRST_MARGIN],
      [FIRST_MARGIN + inner, FIRST_MARGIN],
      [FIRST_MARGIN + inner, FIRST_MARGIN + inner],
      [FIRST_MARGIN, FIRST_MARGIN + inner],
    ];
    const { warped, toImage } = warpQuad(cv, grey, outline, target, [FIRST_SIZE, FIRST_SIZE]);
    track(warped);
    const response = track(lineResponse(cv, warped, 2));
    // counted, not summed: a line crosses the whole board, the dark rims between touching stones
    // (strong but short) do not outweigh it
    const otsu = cv.threshold(response, response, 0, 255, cv.THRESH_BINARY | cv.THRESH_OTSU);
    if (otsu < FAINT_LINE_CONTRAST) {
      cv.threshold(response, response, FAINT_LINE_CONTRAST, 255, cv.THRESH_BINARY as number);
    }
    const band: [number, number] = [FIRST_MARGIN, FIRST_MARGIN + inner];
    const rows = profileOf(cv, response, 'y', band);
    const columns = profileOf(cv, response, 'x', band);
    let best: { size: BoardSize; x: AxisFit; y: AxisFit; score: number } | null = null;
    for (const size of boardSize ? [boardSize] : BOARD_SIZES) {
      const x = fitAxis(columns, size, FIRST_MARGIN, inner, 0.12);
      const y = fitAxis(rows, size, FIRST_MARGIN, inner, 0.12);
      const score = (x.score + y.score) * repeatsEveryStep(columns, x, rows, y, size);
      if (!best || score > best.score) best = { size, x, y, score };
    }
    if (!best || Math.min(best.x.score, best.y.score) < MIN_GRID_SCORE) return null;
    const last = best.size - 1;
    const left = best.x.start;
    const right = best.x.start + last * best.x.step;
    const top = best.y.start;
    const bottom = best.y.start + last * best.y.step;
    const corners = (
      [
        [left, top],
        [right, top],
        [right, bottom],
        [left, bottom],
      ] as ImagePoint[]
    ).map((point) => applyHomography(toImage, point)) as Quad;
    return { size: best.size, corners, score: best.score };
  });
}

/** 0..1: how well both profiles repeat every fitted step between the outer lines. */
function repeatsEveryStep(
  columns: Float64Array,
  x: AxisFit,
  rows: Float64Array,
  y: AxisFit,
  size: BoardSize,
): number {
  const along = (profile: Float64Array, fit: AxisFit) =>
    periodicity(profile, fit.step, fit.start, fit.start + (size - 1) * fit.step);
  return Math.max(MIN_PERIODICITY, (along(columns, x) + along(rows, y)) / 2);
}
