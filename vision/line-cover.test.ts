import { describe, expect, it } from 'vitest';
import { classifyPoint, samplePoints, type Planes } from './intersections';
import { readHiddenLines } from './line-cover';
import { lineDips } from './line-dips';

const SIZE = 9;
const CELL = 28;
const PAPER = 235;
const LINE = 150;

/** A rectified grey paper board (point (i, j) at CELL + i * CELL) with discs of a grey drawn on it. */
function paperBoard(discs: { at: [number, number]; grey: number }[]): Planes {
  const width = CELL * (SIZE + 1);
  const grey = new Uint8Array(width * width);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const inside = [x, y].every((v) => v >= CELL - 1 && v <= CELL * SIZE + 1);
      const onLine = [x, y].some((v) => Math.abs(v - CELL * Math.round(v / CELL)) <= 1);
      let value = inside && onLine ? LINE : PAPER;
      for (const disc of discs) {
        const [cx, cy] = disc.at.map((v) => CELL + v * CELL);
        if ((x - cx) ** 2 + (y - cy) ** 2 <= (0.46 * CELL) ** 2) value = disc.grey;
      }
      grey[y * width + x] = value;
    }
  }
  return { width, height: width, grey, saturation: new Uint8Array(width * width).fill(8) };
}

function read(planes: Planes) {
  const xs = Array.from({ length: SIZE }, (_, i) => CELL + i * CELL);
  const samples = samplePoints(planes, xs, xs);
  const byColour = samples.map((row) => row.map(classifyPoint));
  const none = xs.map(() => xs.map(() => false));
  return { byColour, read: readHiddenLines(byColour, samples, lineDips(planes, xs, xs), none) };
}

describe('stones that hide the lines', () => {
  it('reads a white stone as bright as the paper under it, which colour alone takes for empty', () => {
    const { byColour, read: verdicts } = read(paperBoard([{ at: [4, 4], grey: PAPER + 4 }]));
    expect(byColour[4][4].sign).toBe(0);
    expect(verdicts[4][4].sign).toBe(-1);
    expect(verdicts[4][4].confidence).toBeGreaterThan(0.84);
  });

  it('reads a black stone lit grey as black, and leaves the empty points empty', () => {
    const { byColour, read: verdicts } = read(paperBoard([{ at: [2, 6], grey: 170 }]));
    expect(byColour[6][2].sign).toBe(0);
    expect(verdicts[6][2].sign).toBe(1);
    const others = verdicts.flat().filter((_, index) => index !== 6 * SIZE + 2);
    expect(others.every((verdict) => verdict.sign === 0)).toBe(true);
  });
});
