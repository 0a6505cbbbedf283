import { beforeAll, describe, expect, it } from 'vitest';
import type { Quad } from './geometry';
import { crossShare } from './grid-crosses';
import { loadOpenCv, type OpenCv } from './opencv';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
}, 30_000);

const SIZE = 19;
const CELL = 20;
const LEFT = 140;
const TOP = 60;
const SPAN = (SIZE - 1) * CELL;
const CORNERS: Quad = [
  [LEFT, TOP],
  [LEFT + SPAN, TOP],
  [LEFT + SPAN, TOP + SPAN],
  [LEFT, TOP + SPAN],
];

/** A 19x19 grid of lines one pixel wide, `ink` grey levels darker than the paper, with stones. */
function board(ink: number) {
  const grey = new cv.Mat(480, 640, cv.CV_8UC1, new cv.Scalar(200));
  for (let i = 0; i < SIZE; i++) {
    const at = i * CELL;
    const colour = new cv.Scalar(200 - ink);
    cv.line(grey, new cv.Point(LEFT + at, TOP), new cv.Point(LEFT + at, TOP + SPAN), colour, 1);
    cv.line(grey, new cv.Point(LEFT, TOP + at), new cv.Point(LEFT + SPAN, TOP + at), colour, 1);
  }
  for (let k = 0; k < 90; k++) {
    const [x, y] = [(k * 7) % SIZE, (k * 5 + Math.floor(k / SIZE)) % SIZE];
    const shade = new cv.Scalar(k % 2 ? 30 : 240);
    cv.circle(grey, new cv.Point(LEFT + x * CELL, TOP + y * CELL), 9, shade, -1);
  }
  return grey;
}

/** A checkerboard of plain dark and light squares: a mesh of edges, none of them a line. */
function checkerboard() {
  const grey = new cv.Mat(480, 640, cv.CV_8UC1, new cv.Scalar(200));
  for (let y = 0; y < 480; y += 16) {
    for (let x = (y / 16) % 2 ? 16 : 0; x < 640; x += 32) {
      cv.rectangle(grey, new cv.Point(x, y), new cv.Point(x + 15, y + 15), new cv.Scalar(60), -1);
    }
  }
  return grey;
}

describe('crossShare', { timeout: 30_000 }, () => {
  it('sees crosses at a board’s empty points, even of lines 10 grey levels darker than the paper', () => {
    for (const ink of [80, 10]) {
      const grey = board(ink);
      const share = crossShare(cv, grey, CORNERS, SIZE);
      grey.delete();
      // 90 stones (some twice on a point) of 361 points, and no cross under a stone
      expect(share).toBeGreaterThan(0.7);
      expect(share).toBeLessThan(0.9);
    }
  });

  it('sees none on a checkerboard, whose squares meet in edges, not lines', () => {
    const grey = checkerboard();
    for (const [size, cell] of [
      [9, 16],
      [13, 16],
      [19, 8],
    ] as const) {
      const span = (size - 1) * cell;
      const corners: Quad = [
        [160, 96],
        [160 + span, 96],
        [160 + span, 96 + span],
        [160, 96 + span],
      ];
      expect(crossShare(cv, grey, corners, size)).toBe(0);
    }
    grey.delete();
  });
});
