import { intersectLines, orderCorners, quadArea, type Quad } from './geometry';
import { withScope } from './mat-scope';
import type { OpenCv } from './opencv';
import type { ImagePoint } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/**
 * The hull's four sides: its longest edges once simplified, extended to meet, so a corner cut off
 * (a stone, a hand on a corner) does not pull the quadrilateral in.
 */
export function simplifyHull(cv: OpenCv, points: ImagePoint[], longestSides: boolean): Quad | null {
  return withScope((track) => {
    const hull = track(cv.matFromArray(points.length, 1, cv.CV_32SC2, points.flat()));
    const perimeter = cv.arcLength(hull, true);
    for (let share = 0.005; share <= 0.1; share += 0.005) {
      const approx = track(new cv.Mat());
      cv.approxPolyDP(hull, approx, share * perimeter, true);
      if (approx.rows < 4) return null;
      if (approx.rows > (longestSides ? 10 : 4)) continue;
      const quad = longestSides
        ? fromLongestSides(pointsOf(approx))
        : orderCorners(pointsOf(approx));
      const area = quad ? quadArea(quad) : 0;
      const hullArea = quadArea(points);
      if (quad && area > 0.95 * hullArea && area < 1.3 * hullArea) return quad;
    }
    return null;
  });
}

function fromLongestSides(polygon: ImagePoint[]): Quad | null {
  const sides = polygon.map((point, i) => ({
    i,
    from: point,
    to: polygon[(i + 1) % polygon.length],
    length: Math.hypot(
      polygon[(i + 1) % polygon.length][0] - point[0],
      polygon[(i + 1) % polygon.length][1] - point[1],
    ),
  }));
  const longest = [...sides]
    .sort((a, b) => b.length - a.length)
    .slice(0, 4)
    .sort((a, b) => a.i - b.i);
  const corners: ImagePoint[] = [];
  for (let k = 0; k < 4; k++) {
    const a = longest[k];
    const b = longest[(k + 1) % 4];
    const corner = intersectLines(a.from, a.to, b.from, b.to);
    if (!corner) return null;
    corners.push(corner);
  }
  return orderCorners(corners);
}

/** The points of a contour or hull (CV_32SC2). */
export function pointsOf(mat: Mat): ImagePoint[] {
  const points: ImagePoint[] = [];
  const data = mat.data32S;
  for (let i = 0; i < mat.rows; i++) points.push([data[2 * i], data[2 * i + 1]]);
  return points;
}

/**
 * The quadrilateral of a convex hull: the four hull points farthest out in the diagonal
 * directions, then each side refitted as the line through the hull points near it, so a
 * notch (a stone or a hand at an edge) does not pull a corner in.
 */
export function quadFromHull(hull: ImagePoint[]): Quad | null {
  const directions: ImagePoint[] = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];
  const corners = directions.map(([dx, dy]) =>
    hull.reduce((best, point) =>
      point[0] * dx + point[1] * dy > best[0] * dx + best[1] * dy ? point : best,
    ),
  );
  const quad = orderCorners(corners);
  if (quadArea(quad) < 1) return null;
  const sides = quad.map((start, i) => fitSide(hull, start, quad[(i + 1) % 4]));
  const refined = sides.map((side, i) => {
    const previous = sides[(i + 3) % 4];
    return intersectLines(previous[0], previous[1], side[0], side[1]);
  });
  if (refined.some((point) => point === null)) return quad;
  const refinedQuad = refined as Quad;
  // trust the refit only when it moved the corners a little
  const span = Math.sqrt(quadArea(quad));
  const moved = refinedQuad.some(
    (point, i) => Math.hypot(point[0] - quad[i][0], point[1] - quad[i][1]) > 0.1 * span,
  );
  return moved ? quad : refinedQuad;
}

/** The line through the hull points lying near the side from `a` to `b` (least squares). */
function fitSide(hull: ImagePoint[], a: ImagePoint, b: ImagePoint): [ImagePoint, ImagePoint] {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const ux = (b[0] - a[0]) / length;
  const uy = (b[1] - a[1]) / length;
  const near = hull.filter(([x, y]) => {
    const along = (x - a[0]) * ux + (y - a[1]) * uy;
    const across = Math.abs(-(x - a[0]) * uy + (y - a[1]) * ux);
    return along > 0.1 * length && along < 0.9 * length && across < 0.03 * length;
  });
  if (near.length < 2) return [a, b];
  const points = [...near, a, b];
  const mx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
    syy += (y - my) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return [
    [mx, my],
    [mx + Math.cos(angle), my + Math.sin(angle)],
  ];
}
