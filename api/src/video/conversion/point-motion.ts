import type { ImagePoint, RgbaImage } from '@vision/types';

/** A frame made small and grey, to compare with the next one. */
export interface Thumbnail {
  width: number;
  height: number;
  /** the full frame's pixels a thumbnail pixel */
  step: number;
  grey: Float32Array;
  /** the darkest and lightest grey within SHIFT pixels of each pixel, once asked for */
  range?: { darkest: Float32Array; lightest: Float32Array };
}

/** Each thumbnail pixel the mean grey of its step x step block: sensor noise averages out. */
export function thumbnail(image: RgbaImage, step: number): Thumbnail {
  const width = Math.floor(image.width / step);
  const height = Math.floor(image.height / step);
  const grey = new Float32Array(width * height);
  const { data } = image;
  for (let y = 0; y < height * step; y++) {
    const row = Math.floor(y / step) * width;
    let at = y * image.width * 4;
    for (let x = 0; x < width * step; x++, at += 4) {
      grey[row + Math.floor(x / step)] +=
        0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
    }
  }
  const pixels = step * step;
  for (let i = 0; i < grey.length; i++) grey[i] /= pixels;
  return { width, height, step, grey };
}

/** mean grey change over a point's patch, 0..255, above which something moved there */
const MOVING = 14;
/** thumbnail pixels a picture may shift between frames (camera jitter) and still count as still */
const SHIFT = 2;

/** The lowest (sign -1) or highest (sign 1) grey within SHIFT pixels of each pixel. */
function spread(thumb: Thumbnail, sign: 1 | -1): Float32Array {
  const { width, height, grey } = thumb;
  const pick = (a: number, b: number) => (sign * a > sign * b ? a : b);
  const across = new Float32Array(grey.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let value = grey[y * width + x];
      for (let dx = -SHIFT; dx <= SHIFT; dx++) {
        if (x + dx >= 0 && x + dx < width) value = pick(value, grey[y * width + x + dx]);
      }
      across[y * width + x] = value;
    }
  }
  const result = new Float32Array(grey.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let value = across[y * width + x];
      for (let dy = -SHIFT; dy <= SHIFT; dy++) {
        if (y + dy >= 0 && y + dy < height) value = pick(value, across[(y + dy) * width + x]);
      }
      result[y * width + x] = value;
    }
  }
  return result;
}

function rangeOf(thumb: Thumbnail): NonNullable<Thumbnail['range']> {
  thumb.range ??= { darkest: spread(thumb, -1), lightest: spread(thumb, 1) };
  return thumb.range;
}

/**
 * Where the picture changed around each intersection since the previous frame (a hand moving,
 * a stone being put down): [y][x], from the grid's outer corners (top-left, top-right,
 * bottom-right, bottom-left) in the full frame. A pixel changed only by as much as it left the
 * range of the other frame's pixels near it, both ways (what came and what went), so a camera's
 * jitter of a few pixels and sensor noise are not motion.
 */
export function pointMotion(
  previous: Thumbnail,
  current: Thumbnail,
  corners: readonly ImagePoint[],
  size: number,
): boolean[][] {
  const before = rangeOf(previous);
  const after = rangeOf(current);
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
          const [now, then] = [current.grey[i], previous.grey[i]];
          change += Math.max(
            0,
            now - before.lightest[i],
            before.darkest[i] - now,
            then - after.lightest[i],
            after.darkest[i] - then,
          );
          count++;
        }
      }
      return count > 0 && change / count > MOVING;
    }),
  );
}
