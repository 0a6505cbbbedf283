import { intersectLines, orderCorners, quadArea, type Quad } from './geometry';
import { withScope } from './mat-scope';
import type { OpenCv } from './opencv';
import type { ImagePoint } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/**
 * The grid's outline in a grey image: the grid lines are thin dark lines (a black-hat response)
 * joined at every intersection, so the largest connected mesh of them is the grid; its convex hull's
 * four sides are the outer lines. Null when no mesh is big enough to be a board.
 */
export function findGridOutline(cv: OpenCv, grey: Mat, lineWidth: number): Quad | null {
  return withScope((track) => {
    const lines = track(lineResponse(cv, grey, lineWidth));
    const binary = track(new cv.Mat());
    cv.threshold(lines, binary, 0, 255, cv.THRESH_BINARY | cv.THRESH_OTSU);
    // stones cut the mesh into pieces: join pieces less than about a stone apart
    const reach = Math.max(3, Math.round(Math.min(grey.rows, grey.cols) / 40));
    const kernel = track(
      cv.getStructuringElement(cv.MORPH_ELLIPSE as number, new cv.Size(reach, reach)),
    );
    cv.dilate(binary, binary, kernel);
    const contours = track(new cv.MatVector());
    const hierarchy = track(new cv.Mat());
    cv.findContours(
      binary,
      contours,
      hierarchy,
      cv.RETR_EXTERNAL as number,
      cv.CHAIN_APPROX_SIMPLE as number,
    );
    let best: ImagePoint[] | null = null;
    let bestArea = 0;
    for (let i = 0; i < contours.size(); i++) {
      const contour = track(contours.get(i));
      if (contour.rows < 8) continue;
      const hull = track(new cv.Mat());
      cv.convexHull(contour, hull, false, true);
      const area = cv.contourArea(hull);
      if (area <= bestArea) continue;
      // a mesh fills its hull sparsely, a solid blob densely; both count for now
      bestArea = area;
      best = pointsOf(hull);
    }
    if (!best || bestArea < 0.04 * grey.rows * grey.cols) return null;
    return quadFromHull(best);
  });
}

/** Thin dark lines brighter than everything else: closing minus the image (black-hat). */
export function lineResponse(cv: OpenCv, grey: Mat, lineWidth: number): Mat {
  return withScope((track) => {
    const size = Math.max(3, 2 * Math.round(lineWidth) + 1);
    const kernel = track(
      cv.getStructuringElement(cv.MORPH_RECT as number, new cv.Size(size, size)),
    );
    const response = new cv.Mat();
    cv.morphologyEx(grey, response, cv.MORPH_BLACKHAT, kernel);
    return response;
  });
}

function pointsOf(mat: Mat): ImagePoint[] {
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
