import { dilateRect, openRect } from './binary-morphology';
import { withScope } from './mat-scope';
import type { OpenCv } from './opencv';

type Mat = InstanceType<OpenCv['Mat']>;

/**
 * Keeps, of a binary image of dark lines, only what lies near a crossing of a horizontal-ish and
 * a vertical-ish line: a grid crosses itself at every intersection, while a table's planks or
 * grain (all across) and a cloth's weave or folds (all along) do not. `reach` is about the
 * lines' width once dilated; lines up to about 25 degrees off the axes still count. Returns
 * `binary` unchanged when too few crossings are seen to be sure of a grid.
 */
export function maskToCrossings(cv: OpenCv, binary: Mat, reach: number, near: number): Mat {
  return withScope((track) => {
    const length = 2 * reach + 1;
    // copyTo: opencv.js's clone() is a second handle to the same pixels
    const across = track(new cv.Mat());
    const along = track(new cv.Mat());
    binary.copyTo(across);
    binary.copyTo(along);
    openRect(across, length, 1);
    openRect(along, 1, length);
    const crossings = track(new cv.Mat());
    cv.bitwise_and(across, along, crossings);
    const seen = cv.countNonZero(crossings);
    if (seen < 0.002 * binary.rows * binary.cols) return binary.clone();
    dilateRect(crossings, near, near);
    const masked = new cv.Mat();
    cv.bitwise_and(binary, crossings, masked);
    return masked;
  });
}
