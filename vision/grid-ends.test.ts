import { beforeAll, describe, expect, it } from 'vitest';
import type { Quad } from './geometry';
import { lineEnds } from './grid-ends';
import { unslipGrid } from './grid-slip';
import { loadOpenCv, type OpenCv } from './opencv';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
}, 30_000);

const SIZE = 13;
const CELL = 24;
const LEFT = 170;
const TOP = 60;
const SPAN = (SIZE - 1) * CELL;

/** The grid whose top-left line is `rows` lines below and `columns` right of the board's. */
function grid(columns: number, rows: number): Quad {
  const [x, y] = [LEFT + columns * CELL, TOP + rows * CELL];
  return [
    [x, y],
    [x + SPAN, y],
    [x + SPAN, y + SPAN],
    [x, y + SPAN],
  ];
}

/**
 * A 13x13 board of lines 1 px wide in a margin of bare wood, whose near edge, one cell below the
 * last line, shows as a dark line across the whole board (as in a seated player's photo), and
 * whose far line is hidden by a row of white stones.
 */
function boardWithNearEdge() {
  const grey = new cv.Mat(480, 640, cv.CV_8UC1, new cv.Scalar(90));
  const wood = new cv.Scalar(200);
  const ink = new cv.Scalar(110);
  cv.rectangle(
    grey,
    new cv.Point(LEFT - CELL, TOP - CELL),
    new cv.Point(LEFT + SPAN + CELL, TOP + SPAN + CELL),
    wood,
    -1,
  );
  for (let i = 0; i < SIZE; i++) {
    const at = i * CELL;
    cv.line(grey, new cv.Point(LEFT + at, TOP), new cv.Point(LEFT + at, TOP + SPAN), ink, 1);
    cv.line(grey, new cv.Point(LEFT, TOP + at), new cv.Point(LEFT + SPAN, TOP + at), ink, 1);
  }
  const edge = TOP + SPAN + CELL - 2;
  cv.line(grey, new cv.Point(LEFT - CELL, edge), new cv.Point(LEFT + SPAN + CELL, edge), ink, 2);
  for (let i = 0; i < SIZE; i++) {
    cv.circle(grey, new cv.Point(LEFT + i * CELL, TOP), 11, new cv.Scalar(245), -1);
  }
  return grey;
}

describe('lineEnds', { timeout: 30_000 }, () => {
  it('scores the board’s own grid high and every grid a line off lower', () => {
    const grey = boardWithNearEdge();
    const truth = lineEnds(cv, grey, grid(0, 0), SIZE);
    expect(truth).toBeGreaterThan(0.6);
    for (const [columns, rows] of [
      [0, 1],
      [1, 0],
      [-1, -1],
    ]) {
      expect(lineEnds(cv, grey, grid(columns, rows), SIZE)).toBeLessThan(truth - 0.3);
    }
    grey.delete();
  });

  it('moves a grid that took the near edge for the last line back onto the board, whose far line is hidden', () => {
    const grey = boardWithNearEdge();
    const moved = unslipGrid(cv, grey, grid(0, 1), SIZE);
    grey.delete();
    moved.forEach(([x, y], i) => {
      const [tx, ty] = grid(0, 0)[i];
      expect(Math.hypot(x - tx, y - ty)).toBeLessThan(1);
    });
  });
});
