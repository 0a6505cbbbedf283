import type { ImagePoint, RgbaImage } from '@vision/types';

/** A frame made small and grey, to compare with the next one. */
export interface Thumbnail {
  width: number;
  height: number;
  /** the full frame's pixels a thumbnail pixel */
  step: number;
  grey: Float32Array;
}

export function thumbnail(image: RgbaImage, step: number): Thumbnail {
  const width = Math.floor(image.width / step);
  const height = Math.floor(image.height / step);
  const grey = new Float32Array(width * height);
  const { data } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // one pixel from the middle of each block: enough for motion, and quick
      const at = ((y * step + (step >> 1)) * image.width + x * step + (step >> 1)) * 4;
      grey[y * width + x] = 0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
    }
  }
  return { width, height, step, grey };
}

/** mean grey change over a point's patch, 0..255, above which something moved there */
const MOVING = 14;

/**
 * Where the picture changed around each intersection since the previous frame (a hand moving,
 * a stone being put down): [y][x], from the grid's outer corners (top-left, top-right,
 * bottom-right, bottom-left) in the full frame.
 */
export function pointMotion(
  previous: Thumbnail,
  current: Thumbnail,
  corners: readonly ImagePoint[],
  size: number,
): boolean[][] {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners.map(
    ([x, y]) => [x / current.step, y / current.step] as ImagePoint,
  );
  const cell = Math.hypot(topRight[0] - topLeft[0], topRight[1] - topLeft[1]) / (size - 1);
  const radius = Math.max(1, Math.round(cell * 0.35));
  const at = (u: number, v: number): ImagePoint => [
    (1 - u) * (1 - v) * topLeft[0] +
      u * (1 - v) * topRight[0] +
      u * v * bottomRight[0] +
      (1 - u) * v * bottomLeft[0],
    (1 - u) * (1 - v) * topLeft[1] +
      u * (1 - v) * topRight[1] +
      u * v * bottomRight[1] +
      (1 - u) * v * bottomLeft[1],
  ];
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => {
      const [cx, cy] = at(x / (size - 1), y / (size - 1)).map(Math.round);
      let change = 0;
      let count = 0;
      for (let py = cy - radius; py <= cy + radius; py++) {
        if (py < 0 || py >= current.height) continue;
        for (let px = cx - radius; px <= cx + radius; px++) {
          if (px < 0 || px >= current.width) continue;
          const i = py * current.width + px;
          change += Math.abs(current.grey[i] - previous.grey[i]);
          count++;
        }
      }
      return count > 0 && change / count > MOVING;
    }),
  );
}
