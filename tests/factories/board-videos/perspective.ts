import type { ImagePoint } from '@vision/types';

export type Quad = [ImagePoint, ImagePoint, ImagePoint, ImagePoint];

/**
 * The projective map from the unit square (u right, v down) onto a quadrilateral given
 * top-left, top-right, bottom-right, bottom-left (Heckbert's square-to-quad).
 */
export function squareToQuad(quad: Quad): (u: number, v: number) => ImagePoint {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  const a = x1 - x0 + g * x1;
  const b = x3 - x0 + h * x3;
  const d = y1 - y0 + g * y1;
  const e = y3 - y0 + h * y3;
  return (u, v) => {
    const w = g * u + h * v + 1;
    return [(a * u + b * v + x0) / w, (d * u + e * v + y0) / w];
  };
}
