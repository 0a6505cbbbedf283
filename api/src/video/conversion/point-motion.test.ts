import { describe, expect, it } from 'vitest';
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

describe('frameSize', () => {
  it('scales the longer side down to the most allowed, keeps the shape, gives even sizes', () => {
    expect(frameSize(1920, 1080, 960)).toEqual([960, 540]);
    expect(frameSize(1080, 1920, 960)).toEqual([540, 960]);
    expect(frameSize(640, 480, 960)).toEqual([640, 480]);
    expect(frameSize(1001, 751, 960)).toEqual([960, 720]);
  });
});
