import { beforeAll, describe, expect, it } from 'vitest';
import type { Quad } from './geometry';
import { growGrid } from './grid-grow';
import { atHalfPitch } from './grid-pitch';
import { loadOpenCv, type OpenCv } from './opencv';
import type { BoardSize } from './types';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
}, 30_000);

const CELL = 24;
const LEFT = 150;
const TOP = 60;

/** The corners of a grid of `size` lines whose top-left line is `columns`, `rows` into the board. */
function grid(size: number, columns = 0, rows = 0): Quad {
  const [x, y] = [LEFT + columns * CELL, TOP + rows * CELL];
  const span = (size - 1) * CELL;
  return [
    [x, y],
    [x + span, y],
    [x + span, y + span],
    [x, y + span],
  ];
}

/** A board of `size` lines 1 px wide in a margin of bare wood on a darker table. */
function board(size: number) {
  const grey = new cv.Mat(480, 640, cv.CV_8UC1, new cv.Scalar(90));
  const span = (size - 1) * CELL;
  cv.rectangle(
    grey,
    new cv.Point(LEFT - CELL, TOP - CELL),
    new cv.Point(LEFT + span + CELL, TOP + span + CELL),
    new cv.Scalar(200),
    -1,
  );
  const ink = new cv.Scalar(110);
  for (let i = 0; i < size; i++) {
    const at = i * CELL;
    cv.line(grey, new cv.Point(LEFT + at, TOP), new cv.Point(LEFT + at, TOP + span), ink, 1);
    cv.line(grey, new cv.Point(LEFT, TOP + at), new cv.Point(LEFT + span, TOP + at), ink, 1);
  }
  return grey;
}

describe('growGrid', { timeout: 30_000 }, () => {
  it('grows a 9x9 block read inside a 13x13 board to the board', () => {
    const grey = board(13);
    const grown = growGrid(cv, grey, grid(9, 2, 1), 9);
    grey.delete();
    expect(grown?.size).toBe(13);
    grown?.corners.forEach(([x, y], i) => {
      const [tx, ty] = grid(13)[i];
      expect(Math.hypot(x - tx, y - ty)).toBeLessThan(1);
    });
  });

  it.each([9, 13] as BoardSize[])('leaves the own grid of a board of %i lines as it is', (size) => {
    const grey = board(size);
    expect(growGrid(cv, grey, grid(size), size)).toBeNull();
    grey.delete();
  });
});

describe('atHalfPitch', { timeout: 30_000 }, () => {
  it('finds a grid whose lines across run at half the board’s pitch, and not the board’s own', () => {
    const grey = board(13);
    const halfAcross: Quad = [
      [LEFT, TOP],
      [LEFT + 4 * CELL, TOP],
      [LEFT + 4 * CELL, TOP + 8 * CELL],
      [LEFT, TOP + 8 * CELL],
    ];
    expect(atHalfPitch(cv, grey, halfAcross, 9)).toBe(true);
    expect(atHalfPitch(cv, grey, grid(13), 13)).toBe(false);
    expect(atHalfPitch(cv, grey, grid(9, 2, 1), 9)).toBe(false);
    grey.delete();
  });
});
