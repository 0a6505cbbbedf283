import { describe, expect, it } from 'vitest';
import { findOccluded } from './occlusion';
import type { RgbaImage } from './types';

const SIZE = 9;
const CELL = 20;
const WOOD = [120, 84, 65];
const LINE = [60, 42, 32];

/** A rectified 9x9 board (intersection (i, j) at CELL + i * CELL) with discs drawn on it. */
function board(
  discs: { at: [number, number]; colour: number[] }[],
  { wood, line } = { wood: WOOD, line: LINE },
): RgbaImage {
  const width = CELL * (SIZE + 1);
  const data = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const onLine = [x, y].some((v) => v >= CELL - 1 && v <= CELL * SIZE + 1 && v % CELL <= 1);
      const inside = [x, y].every((v) => v >= CELL - 1 && v <= CELL * SIZE + 1);
      let colour = inside && onLine ? line : wood;
      for (const disc of discs) {
        const [cx, cy] = disc.at.map((v) => CELL + v * CELL);
        if ((x - cx) ** 2 + (y - cy) ** 2 <= (0.46 * CELL) ** 2) colour = disc.colour;
      }
      data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return { width, height: width, data };
}

describe('occluded points by colour', () => {
  it('takes a dark stone with a warm tint for a stone, not for something over the board', () => {
    // a noiseless black stone on the first line: saturation 0.52 of the wood's, chroma 0.19
    const stone = { at: [5, 8] as [number, number], colour: [44, 37, 33] };
    expect(findOccluded(board([stone]), SIZE, CELL)[8][5]).toBe(false);
  });

  it('still flags a dark sleeve, saturated though it is as dark as a stone', () => {
    const sleeve = { at: [4, 4] as [number, number], colour: [30, 34, 62] };
    expect(findOccluded(board([sleeve]), SIZE, CELL)[4][4]).toBe(true);
  });

  it('on a grey paper board flags a hand, not the paper nor stones of its own colour', () => {
    const paper = { wood: [236, 236, 232], line: [150, 150, 148] };
    const discs = [
      { at: [2, 2] as [number, number], colour: [240, 240, 238] },
      { at: [6, 3] as [number, number], colour: [40, 40, 42] },
      { at: [4, 6] as [number, number], colour: [222, 170, 140] },
    ];
    const occluded = findOccluded(board(discs, paper), SIZE, CELL);
    expect([occluded[2][2], occluded[3][6], occluded[6][4]]).toEqual([false, false, true]);
    expect(occluded.flat().filter(Boolean)).toHaveLength(1);
  });
});
