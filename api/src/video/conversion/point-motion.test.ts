import { describe, expect, it } from 'vitest';
import { seededRandom } from '@tests/factories/board-videos/seeded-random';
import type { RgbaImage } from '@vision/types';
import { pointMotion, thumbnail } from './point-motion';
import { frameSize } from './video-frames';

function image(width: number, height: number, paint?: (x: number, y: number) => number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grey = paint?.(x, y) ?? 180;
      data.set([grey, grey, grey, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

describe('pointMotion', () => {
  // a 5x5 grid from (40, 40) to (200, 200): 40 px a cell
  const corners: Array<[number, number]> = [
    [40, 40],
    [200, 40],
    [200, 200],
    [40, 200],
  ];

  it('sees the points where the picture changed, and nothing where it did not', () => {
    const before = thumbnail(image(240, 240), 4);
    // a dark stone put down on the middle point (120, 120)
    const after = thumbnail(
      image(240, 240, (x, y) => (Math.hypot(x - 120, y - 120) < 18 ? 20 : 180)),
      4,
    );
    const moved = pointMotion(before, after, corners, 5);
    expect(moved.flat().filter(Boolean)).toHaveLength(1);
    expect(moved[2][2]).toBe(true);
    expect(pointMotion(before, before, corners, 5).flat().some(Boolean)).toBe(false);
  });

  it('does not take a slow change of light for motion', () => {
    const before = thumbnail(image(240, 240), 4);
    const after = thumbnail(
      image(240, 240, () => 188),
      4,
    );
    expect(pointMotion(before, after, corners, 5).flat().some(Boolean)).toBe(false);
  });
});

describe('pointMotion on a camera that jitters and has grainy pixels', () => {
  const corners: Array<[number, number]> = [
    [40, 40],
    [200, 40],
    [200, 200],
    [40, 200],
  ];
  /** grid lines every 40 px, a black stone on (80, 80), maybe a white one on (160, 120) */
  const board = (shift: [number, number], white: boolean, seed: number) => {
    const random = seededRandom(seed);
    // noise of σ 8, near Gaussian: four uniforms' sum, less 2, has a variance of 1/3
    const grain = () => 8 * Math.sqrt(3) * (random() + random() + random() + random() - 2);
    return image(240, 240, (px, py) => {
      const [x, y] = [px - shift[0], py - shift[1]];
      const line = Math.abs(((x + 20) % 40) - 20) < 1 || Math.abs(((y + 20) % 40) - 20) < 1;
      const grey = Math.hypot(x - 80, y - 80) < 17 ? 25 : line ? 60 : 175;
      return grey + (white && Math.hypot(x - 160, y - 120) < 17 ? 60 : 0) + grain();
    });
  };

  it('takes neither a shift of 3 px nor sensor noise for motion, but sees a stone put down', () => {
    const before = thumbnail(board([0, 0], false, 1), 4);
    const shaken = thumbnail(board([3, -3], false, 2), 4);
    expect(pointMotion(before, shaken, corners, 5).flat().some(Boolean)).toBe(false);
    const placed = pointMotion(before, thumbnail(board([-3, 2], true, 3), 4), corners, 5);
    expect(placed.flat().filter(Boolean)).toHaveLength(1);
    expect(placed[2][3]).toBe(true);
  });
});

describe('frameSize', () => {
  it('scales the longer side down to the most allowed, keeps the shape, gives even sizes', () => {
    expect(frameSize(1920, 1080, 960)).toEqual([960, 540]);
    expect(frameSize(1080, 1920, 960)).toEqual([540, 960]);
    expect(frameSize(640, 480, 960)).toEqual([640, 480]);
    expect(frameSize(1001, 751, 960)).toEqual([960, 720]);
  });
});
