import { withScope } from './mat-scope';
import type { OpenCv } from './opencv';
import { applyHomography, type Homography, type Quad } from './geometry';

type Mat = InstanceType<OpenCv['Mat']>;

/** cv.REDUCE_SUM, missing from the package's typings */
const REDUCE_SUM = 0;

/** The image warped so `from` (a quadrilateral in it) lands on `to`, in an image of `size`. */
export function warpQuad(
  cv: OpenCv,
  image: Mat,
  from: Quad,
  to: Quad,
  size: [width: number, height: number],
): { warped: Mat; toImage: Homography } {
  return withScope((track) => {
    const source = track(cv.matFromArray(4, 1, cv.CV_32FC2, from.flat()));
    const target = track(cv.matFromArray(4, 1, cv.CV_32FC2, to.flat()));
    const forward = track(cv.getPerspectiveTransform(source, target));
    const backward = track(cv.getPerspectiveTransform(target, source));
    const warped = new cv.Mat();
    cv.warpPerspective(
      image,
      warped,
      forward,
      new cv.Size(size[0], size[1]),
      cv.INTER_LINEAR as number,
      cv.BORDER_REPLICATE as number,
    );
    return { warped, toImage: Array.from(backward.data64F) };
  });
}

/** Sums of a single-channel image's rows (axis 'y': one value a row) or columns, within a band. */
export function profileOf(
  cv: OpenCv,
  response: Mat,
  axis: 'x' | 'y',
  band: [from: number, to: number],
): Float64Array {
  return withScope((track) => {
    const length = axis === 'y' ? response.cols : response.rows;
    const from = Math.max(0, Math.floor(band[0]));
    const to = Math.min(length, Math.ceil(band[1]));
    const rect =
      axis === 'y'
        ? new cv.Rect(from, 0, to - from, response.rows)
        : new cv.Rect(0, from, response.cols, to - from);
    const region = track(response.roi(rect));
    const sums = track(new cv.Mat());
    cv.reduce(region, sums, axis === 'y' ? 1 : 0, REDUCE_SUM, cv.CV_32F as number);
    return Float64Array.from(sums.data32F);
  });
}

/** The homography from grid coordinates (0..size-1 each way) to the image of its outer corners. */
export function gridToImage(cv: OpenCv, corners: Quad, size: number): Homography {
  return withScope((track) => {
    const last = size - 1;
    const grid = track(cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, last, 0, last, last, 0, last]));
    const image = track(cv.matFromArray(4, 1, cv.CV_32FC2, corners.flat()));
    return Array.from(track(cv.getPerspectiveTransform(grid, image)).data64F);
  });
}

/** The image corners of the rectangle of grid coordinates with these opposite corners. */
export function gridRectangle(
  toImage: Homography,
  [x0, y0]: [number, number],
  [x1, y1]: [number, number],
): Quad {
  return [
    applyHomography(toImage, [x0, y0]),
    applyHomography(toImage, [x1, y0]),
    applyHomography(toImage, [x1, y1]),
    applyHomography(toImage, [x0, y1]),
  ];
}
