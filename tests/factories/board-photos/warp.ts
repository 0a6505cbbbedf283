import type { ImagePoint } from '@vision/types';

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
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = imageToSource;
  for (let y = top; y <= bottom; y++) {
    const py = y + 0.5;
    for (let x = left; x <= right; x++) {
      const px = x + 0.5;
      const w = h6 * px + h7 * py + h8;
      const u = (h0 * px + h1 * py + h2) / w;
      const v = (h3 * px + h4 * py + h5) / w;
      let coverage = u + 0.5;
      if (sw + 0.5 - u < coverage) coverage = sw + 0.5 - u;
      if (v + 0.5 < coverage) coverage = v + 0.5;
      if (sh + 0.5 - v < coverage) coverage = sh + 0.5 - v;
      if (coverage <= 0) continue;
      if (coverage > 1) coverage = 1;
      const fu = u - 0.5 < 0 ? 0 : u - 0.5 > sw - 1.001 ? sw - 1.001 : u - 0.5;
      const fv = v - 0.5 < 0 ? 0 : v - 0.5 > sh - 1.001 ? sh - 1.001 : v - 0.5;
      const u0 = fu | 0;
      const v0 = fv | 0;
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
