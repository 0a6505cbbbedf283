import type { ImagePoint } from '@vision/types';
import { applyHomography } from './camera';

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * Draws `source` into `target` through a perspective: `imageToSource` maps a target pixel to
 * source coordinates; `quad` bounds the target area. Bilinear sampling, soft edges.
 */
export function warpInto(
  target: Pixels,
  source: Pixels,
  imageToSource: readonly number[],
  quad: readonly ImagePoint[],
): void {
  const xs = quad.map(([x]) => x);
  const ys = quad.map(([, y]) => y);
  const left = Math.max(0, Math.floor(Math.min(...xs)) - 1);
  const right = Math.min(target.width - 1, Math.ceil(Math.max(...xs)) + 1);
  const top = Math.max(0, Math.floor(Math.min(...ys)) - 1);
  const bottom = Math.min(target.height - 1, Math.ceil(Math.max(...ys)) + 1);
  const sw = source.width;
  const sh = source.height;
  const src = source.data;
  const dst = target.data;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const [u, v] = applyHomography(imageToSource, x + 0.5, y + 0.5);
      const coverage = Math.min(1, u + 0.5, sw + 0.5 - u, v + 0.5, sh + 0.5 - v);
      if (coverage <= 0) continue;
      const fu = Math.min(sw - 1.001, Math.max(0, u - 0.5));
      const fv = Math.min(sh - 1.001, Math.max(0, v - 0.5));
      const u0 = Math.floor(fu);
      const v0 = Math.floor(fv);
      const du = fu - u0;
      const dv = fv - v0;
      const i00 = (v0 * sw + u0) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + sw * 4;
      const i11 = i01 + 4;
      const out = (y * target.width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const top0 = src[i00 + c] + (src[i10 + c] - src[i00 + c]) * du;
        const bottom0 = src[i01 + c] + (src[i11 + c] - src[i01 + c]) * du;
        const value = top0 + (bottom0 - top0) * dv;
        dst[out + c] = dst[out + c] + (value - dst[out + c]) * coverage;
      }
      dst[out + 3] = 255;
    }
  }
}
