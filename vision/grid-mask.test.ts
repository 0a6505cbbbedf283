import { beforeAll, describe, expect, it } from 'vitest';
import { maskToCrossings } from './grid-mask';
import { loadOpenCv, type OpenCv } from './opencv';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
}, 30_000);

/** White lines on black: a 9-line grid in the middle and a plank line right across. */
function drawGridAndPlank() {
  const image = cv.Mat.zeros(400, 400, cv.CV_8UC1 as number);
  const white = new cv.Scalar(255);
  for (let i = 0; i < 9; i++) {
    const at = 120 + i * 20;
    cv.line(image, new cv.Point(at, 120), new cv.Point(at, 280), white, 5);
    cv.line(image, new cv.Point(120, at), new cv.Point(280, at), white, 5);
  }
  cv.line(image, new cv.Point(0, 40), new cv.Point(399, 40), white, 5);
  return image;
}

describe('maskToCrossings', () => {
  it('keeps the grid and drops a line that crosses nothing', () => {
    const image = drawGridAndPlank();
    const masked = maskToCrossings(cv, image, 6, 30);
    expect(masked.ucharAt(40, 200)).toBe(0);
    expect(masked.ucharAt(200, 120)).toBe(255);
    expect(masked.ucharAt(280, 200)).toBe(255);
    image.delete();
    masked.delete();
  });

  it('leaves an image with no crossings unchanged', () => {
    const image = cv.Mat.zeros(200, 200, cv.CV_8UC1 as number);
    cv.line(image, new cv.Point(0, 100), new cv.Point(199, 100), new cv.Scalar(255), 5);
    const masked = maskToCrossings(cv, image, 6, 30);
    expect(masked.ucharAt(100, 50)).toBe(255);
    image.delete();
    masked.delete();
  });
});
