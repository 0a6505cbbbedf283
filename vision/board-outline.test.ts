import { beforeAll, describe, expect, it } from 'vitest';
import { findGridOutline } from './board-outline';
import { findGridsInImage } from './grid-find';
import { loadOpenCv, type OpenCv } from './opencv';
import { recognizeBoard } from './recognizer';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
}, 30_000);

const SIZE = 13;
const CELL = 24;
const LEFT = 170;
const TOP = 90;
const CORNERS = [
  [LEFT, TOP],
  [LEFT + 12 * CELL, TOP],
  [LEFT + 12 * CELL, TOP + 12 * CELL],
  [LEFT, TOP + 12 * CELL],
];

/**
 * A printed 13x13 sheet on a dark table: grid lines one pixel wide and only 20 grey levels
 * darker than the paper, and black stones whose dark rims set Otsu's level far above the lines.
 */
function faintPaperBoard(cv: OpenCv) {
  const grey = new cv.Mat(480, 640, cv.CV_8UC1, new cv.Scalar(90));
  cv.rectangle(grey, new cv.Point(120, 40), new cv.Point(520, 440), new cv.Scalar(235), -1);
  const ink = new cv.Scalar(215);
  for (let i = 0; i < SIZE; i++) {
    const at = i * CELL;
    cv.line(grey, new cv.Point(LEFT + at, TOP), new cv.Point(LEFT + at, TOP + 12 * CELL), ink, 1);
    cv.line(grey, new cv.Point(LEFT, TOP + at), new cv.Point(LEFT + 12 * CELL, TOP + at), ink, 1);
  }
  for (const [x, y] of [
    [2, 3],
    [3, 3],
    [9, 2],
    [6, 6],
    [4, 9],
    [10, 10],
    [7, 11],
  ]) {
    cv.circle(grey, new cv.Point(LEFT + x * CELL, TOP + y * CELL), 10, new cv.Scalar(30), -1);
  }
  return grey;
}

describe('findGridOutline', { timeout: 30_000 }, () => {
  it('outlines a grid of faint lines among black stones (thin print on paper) when looking for faint lines', () => {
    const grey = faintPaperBoard(cv);
    const usual = findGridOutline(cv, grey, 2);
    const outlines = findGridOutline(cv, grey, 2, true);
    const grids = findGridsInImage(cv, grey);
    grey.delete();
    const error = (quad: number[][]) =>
      Math.max(...quad.map(([x, y], i) => Math.hypot(x - CORNERS[i][0], y - CORNERS[i][1])));
    expect(usual).toEqual([]);
    expect(Math.min(...outlines.map(error))).toBeLessThan(CELL / 2);
    expect(grids[0]?.size).toBe(SIZE);
    expect(error(grids[0].corners)).toBeLessThan(CELL / 4);
  });

  it('lets the recognizer read that sheet: its faint grid shows crosses of lines at its empty points', () => {
    const grey = faintPaperBoard(cv);
    const rgba = new cv.Mat();
    cv.cvtColor(grey, rgba, cv.COLOR_GRAY2RGBA as number);
    const image = { width: rgba.cols, height: rgba.rows, data: new Uint8ClampedArray(rgba.data) };
    grey.delete();
    rgba.delete();
    const result = recognizeBoard(cv, image);
    expect(result.ok && result.boardSize).toBe(SIZE);
    expect(result.ok && result.signs.flat().filter((sign) => sign === 1).length).toBe(7);
  });
});
