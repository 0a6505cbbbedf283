import type { ImagePoint } from './types';

export type Quad = [ImagePoint, ImagePoint, ImagePoint, ImagePoint];

/** A 3x3 homography, row-major. */
export type Homography = number[];

export function applyHomography(h: Homography, [x, y]: ImagePoint): ImagePoint {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

export function quadArea(quad: readonly ImagePoint[]): number {
  let area = 0;
  for (let i = 0; i < quad.length; i++) {
    const [x1, y1] = quad[i];
    const [x2, y2] = quad[(i + 1) % quad.length];
    area += x1 * y2 - x2 * y1;
  }
  return Math.abs(area) / 2;
}

/** Four points as top-left, top-right, bottom-right, bottom-left (the board is rotated < 45°). */
export function orderCorners(points: readonly ImagePoint[]): Quad {
  const cx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const cy = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const byAngle = [...points].sort(
    (a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx),
  );
  // atan2 from -π: the first point after -3π/4 going clockwise in image coordinates is top-left
  const start = byAngle.reduce(
    (best, point, i) =>
      angleFromTopLeft(point, cx, cy) < angleFromTopLeft(byAngle[best], cx, cy) ? i : best,
    0,
  );
  return [0, 1, 2, 3].map((i) => byAngle[(start + i) % 4]) as Quad;
}

function angleFromTopLeft([x, y]: ImagePoint, cx: number, cy: number): number {
  const angle = Math.atan2(y - cy, x - cx) + (3 * Math.PI) / 4;
  return Math.abs(Math.atan2(Math.sin(angle), Math.cos(angle)));
}

/** Where two lines through (p1, p2) and (p3, p4) cross; null when they are parallel. */
export function intersectLines(
  p1: ImagePoint,
  p2: ImagePoint,
  p3: ImagePoint,
  p4: ImagePoint,
): ImagePoint | null {
  const d = (p1[0] - p2[0]) * (p3[1] - p4[1]) - (p1[1] - p2[1]) * (p3[0] - p4[0]);
  if (Math.abs(d) < 1e-9) return null;
  const a = p1[0] * p2[1] - p1[1] * p2[0];
  const b = p3[0] * p4[1] - p3[1] * p4[0];
  return [
    (a * (p3[0] - p4[0]) - (p1[0] - p2[0]) * b) / d,
    (a * (p3[1] - p4[1]) - (p1[1] - p2[1]) * b) / d,
  ];
}
