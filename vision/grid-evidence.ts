import { lineResponse, MIN_LINE_CONTRAST } from './board-outline';
import type { Quad } from './geometry';
import { axisScore } from './grid-fit';
import { withScope } from './mat-scope';
import type { OpenCv } from './opencv';
import { periodicity } from './periodicity';
import { profileOf, warpQuad } from './rectify';
import type { BoardSize } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/** Pixels a cell of the rectification the evidence is measured in. */
const CELL = 20;
/** Cells of margin around the grid in it, so a line beyond the outer ones would show. */
const MARGIN = 1.5;

/**
 * How much a grid of `size` lines with these outer corners looks like the grid in a grey image:
 * lines where it puts them and none between nor beyond its outer lines (so a grid slipped by a
 * line scores less), weighed by how regularly the lines repeat (so a wrong size scores less).
 * Comparable between candidate grids of one image.
 */
export function gridEvidence(cv: OpenCv, grey: Mat, corners: Quad, size: BoardSize): number {
  return withScope((track) => {
    const start = MARGIN * CELL;
    const end = start + (size - 1) * CELL;
    const side = Math.round(end + start);
    const target: Quad = [
      [start, start],
      [end, start],
      [end, end],
      [start, end],
    ];
    const { warped } = warpQuad(cv, grey, corners, target, [side, side]);
    track(warped);
    const response = track(lineResponse(cv, warped, 2));
    const otsu = cv.threshold(response, response, 0, 255, cv.THRESH_BINARY | cv.THRESH_OTSU);
    if (otsu < MIN_LINE_CONTRAST) {
      cv.threshold(response, response, MIN_LINE_CONTRAST, 255, cv.THRESH_BINARY as number);
    }
    const band: [number, number] = [start, end];
    const columns = profileOf(cv, response, 'x', band);
    const rows = profileOf(cv, response, 'y', band);
    const lines = axisScore(columns, start, CELL, size) + axisScore(rows, start, CELL, size);
    const repeats =
      (periodicity(columns, CELL, start, end) + periodicity(rows, CELL, start, end)) / 2;
    return lines * Math.max(0.05, repeats);
  });
}
