import { dilateBinary, openRect } from './binary-morphology';
import { quadArea, type Quad } from './geometry';
import { maskToCrossings } from './grid-mask';
import { pointsOf, quadFromHull, simplifyHull } from './hull-quad';
import { withScope } from './mat-scope';
import type { OpenCv } from './opencv';
import type { ImagePoint } from './types';

type Mat = InstanceType<OpenCv['Mat']>;

/** Grey levels a grid line is darker than the wood beside it, at least. */
export const MIN_LINE_CONTRAST = 12;
/** Grey levels a faint grid line (thin print on paper, a soft webcam) is darker, at least. */
export const FAINT_LINE_CONTRAST = 4;

/**
 * Candidates for the grid's outline in a grey image: the grid lines are thin dark lines (a black-hat response)
 * joined at every intersection, so the largest connected mesh of them is the grid; its convex hull's
 * four sides are the outer lines. None when no mesh is big enough to be a board. `faint`: lines
 * are taken from a low contrast up, for when none were found as usual: stones' dark rims set
 * Otsu's level above faint lines (thin print on paper, a soft webcam's frame).
 */
export function findGridOutline(
  cv: OpenCv,
  grey: Mat,
  lineWidth: number,
  faint = false,
  debug?: (binary: Mat) => void,
): Quad[] {
  return withScope((track) => {
    const smooth = track(new cv.Mat());
    cv.GaussianBlur(grey, smooth, new cv.Size(5, 5), 1.2);
    const lines = track(lineResponse(cv, smooth, lineWidth));
    const binary = track(new cv.Mat());
    if (faint) {
      cv.threshold(lines, binary, FAINT_LINE_CONTRAST, 255, cv.THRESH_BINARY as number);
    } else {
      // Otsu splits lines from wood; on a noisy photo it splits noise from noise, hence the floor
      const otsu = cv.threshold(lines, binary, 0, 255, cv.THRESH_BINARY | cv.THRESH_OTSU);
      if (otsu < MIN_LINE_CONTRAST) {
        cv.threshold(lines, binary, MIN_LINE_CONTRAST, 255, cv.THRESH_BINARY as number);
      }
    }
    return outlinesOfLines(cv, binary, debug);
  });
}

/** The outlines of the mesh of lines in a binary image of them (changed in place). */
function outlinesOfLines(cv: OpenCv, binary: Mat, debug?: (binary: Mat) => void): Quad[] {
  return withScope((track) => {
    // stones cut the mesh into pieces: join pieces less than about a stone apart
    const reach = Math.max(3, Math.round(Math.min(binary.rows, binary.cols) / 40));
    const kernel = track(
      cv.getStructuringElement(cv.MORPH_ELLIPSE as number, new cv.Size(reach, reach)),
    );
    dilateBinary(binary, kernel);
    const mesh = track(maskToCrossings(cv, binary, reach, 5 * reach));
    debug?.(mesh);
    const hulls = [meshHull(cv, mesh, reach, false), meshHull(cv, mesh, reach, true)];
    const minArea = 0.04 * binary.rows * binary.cols;
    return hulls
      .filter((hull): hull is ImagePoint[] => hull !== null && quadArea(hull) >= minArea)
      .flatMap((hull) => [
        simplifyHull(cv, hull, true),
        simplifyHull(cv, hull, false),
        quadFromHull(hull),
      ])
      .filter((quad): quad is Quad => quad !== null);
  });
}

/**
 * The hull of the mesh's pieces. `solid`: each piece's holes filled, then everything thinner than
 * a few line widths opened away, so lone lines (a table's planks, a cloth's folds) touching the
 * board go, and only the grid's solid pieces stay.
 */
function meshHull(cv: OpenCv, binary: Mat, reach: number, solid: boolean): ImagePoint[] | null {
  return withScope((track) => {
    let mask = binary;
    if (solid) {
      mask = track(cv.Mat.zeros(binary.rows, binary.cols, cv.CV_8UC1 as number));
      const outer = track(new cv.MatVector());
      const outerHierarchy = track(new cv.Mat());
      cv.findContours(
        binary,
        outer,
        outerHierarchy,
        cv.RETR_EXTERNAL as number,
        cv.CHAIN_APPROX_SIMPLE as number,
      );
      cv.drawContours(mask, outer, -1, new cv.Scalar(255), -1);
      openRect(mask, 3 * reach, 3 * reach);
    }
    const contours = track(new cv.MatVector());
    const hierarchy = track(new cv.Mat());
    cv.findContours(
      mask,
      contours,
      hierarchy,
      cv.RETR_EXTERNAL as number,
      cv.CHAIN_APPROX_SIMPLE as number,
    );
    const pieces: { points: ImagePoint[]; area: number }[] = [];
    for (let i = 0; i < contours.size(); i++) {
      const contour = track(contours.get(i));
      const area = cv.contourArea(contour);
      if (area >= 3 * reach * reach) pieces.push({ points: pointsOf(contour), area });
    }
    return mergedHull(cv, pieces, Math.min(binary.rows, binary.cols) / 10);
  });
}

/**
 * Stones cut the grid's mesh into pieces: from the biggest piece, the hull grows by every piece
 * within `gap` of it, until none is left near.
 */
function mergedHull(
  cv: OpenCv,
  pieces: { points: ImagePoint[]; area: number }[],
  gap: number,
): ImagePoint[] | null {
  if (pieces.length === 0) return null;
  const rest = [...pieces].sort((a, b) => b.area - a.area);
  let hull = convexHullOf(cv, rest.shift()!.points);
  for (let grown = true; grown;) {
    grown = false;
    for (let i = rest.length - 1; i >= 0; i--) {
      if (rest[i].points.some((point) => distanceToPolygon(hull, point) <= gap)) {
        hull = convexHullOf(cv, [...hull, ...rest[i].points]);
        rest.splice(i, 1);
        grown = true;
      }
    }
  }
  return hull;
}

function convexHullOf(cv: OpenCv, points: ImagePoint[]): ImagePoint[] {
  return withScope((track) => {
    const mat = track(cv.matFromArray(points.length, 1, cv.CV_32SC2, points.flat()));
    const hull = track(new cv.Mat());
    cv.convexHull(mat, hull, false, true);
    return pointsOf(hull);
  });
}

/** 0 inside a convex polygon, else the distance to its nearest side. */
function distanceToPolygon(polygon: ImagePoint[], [x, y]: ImagePoint): number {
  let inside = true;
  let nearest = Infinity;
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [ax, ay] = polygon[i];
    const [bx, by] = polygon[(i + 1) % polygon.length];
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (cross !== 0) {
      if (sign === 0) sign = Math.sign(cross);
      else if (Math.sign(cross) !== sign) inside = false;
    }
    const length2 = (bx - ax) ** 2 + (by - ay) ** 2 || 1;
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length2));
    nearest = Math.min(nearest, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return inside ? 0 : nearest;
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
