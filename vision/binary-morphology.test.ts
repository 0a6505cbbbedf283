import { beforeAll, describe, expect, it } from 'vitest';
import { dilateBinary, dilateRect, erodeRect, openRect } from './binary-morphology';
import { loadOpenCv, type OpenCv } from './opencv';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
}, 30_000);

/** A copy of the pixels (opencv.js's clone() is a second handle to the same ones). */
function copyOf(mat: InstanceType<OpenCv['Mat']>) {
  const copy = new cv.Mat();
  mat.copyTo(copy);
  return copy;
}

/** A binary image of sparse dots and a few lines, from a fixed seed. */
function binaryImage(rows: number, cols: number, seed: number, density: number) {
  const image = new cv.Mat(rows, cols, cv.CV_8UC1, new cv.Scalar(0));
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  for (let i = 0; i < image.data.length; i++) image.data[i] = random() < density ? 255 : 0;
  cv.line(
    image,
    new cv.Point(0, rows >> 1),
    new cv.Point(cols - 1, rows >> 2),
    new cv.Scalar(255),
    1,
  );
  return image;
}

describe('dilateBinary', () => {
  it.each([
    [19, 120, 160, 0.002],
    [20, 97, 131, 0.01],
    [26, 64, 200, 0.0005],
    [5, 50, 50, 0.05],
  ])(
    'matches cv.dilate with an ellipse of %i pixels, byte for byte',
    (size, rows, cols, density) => {
      const kernel = cv.getStructuringElement(cv.MORPH_ELLIPSE as number, new cv.Size(size, size));
      const ours = binaryImage(rows, cols, size * 7 + rows, density);
      const theirs = copyOf(ours);
      cv.dilate(theirs, theirs, kernel);
      dilateBinary(ours, kernel);
      expect(cv.countNonZero(theirs)).toBeGreaterThan(0);
      expect(Buffer.from(ours.data).equals(Buffer.from(theirs.data))).toBe(true);
      for (const mat of [kernel, ours, theirs]) mat.delete();
    },
  );

  it('matches cv.dilate with a rectangle, and at the image edges', () => {
    const kernel = cv.getStructuringElement(cv.MORPH_RECT as number, new cv.Size(6, 3));
    const ours = new cv.Mat(10, 12, cv.CV_8UC1, new cv.Scalar(0));
    ours.data[0] = 255;
    ours.data[ours.data.length - 1] = 255;
    const theirs = copyOf(ours);
    cv.dilate(theirs, theirs, kernel);
    dilateBinary(ours, kernel);
    expect(Buffer.from(ours.data).equals(Buffer.from(theirs.data))).toBe(true);
    for (const mat of [kernel, ours, theirs]) mat.delete();
  });

  it('refuses a kernel whose row is not one run', () => {
    const kernel = cv.matFromArray(1, 3, cv.CV_8UC1, [1, 0, 1]);
    const image = new cv.Mat(4, 4, cv.CV_8UC1, new cv.Scalar(0));
    expect(() => dilateBinary(image, kernel)).toThrow(/one run/);
    for (const mat of [kernel, image]) mat.delete();
  });
});

describe('rectangles', () => {
  const same = (a: { data: Uint8Array }, b: { data: Uint8Array }) =>
    Buffer.from(a.data).equals(Buffer.from(b.data));

  it.each([
    [1, 41, 0.01],
    [41, 1, 0.01],
    [57, 57, 0.002],
    [60, 60, 0.3],
    [95, 95, 0.0005],
    [4, 7, 0.2],
  ])('dilate, erode and open by %i x %i match OpenCV byte for byte', (width, height, density) => {
    const kernel = cv.getStructuringElement(cv.MORPH_RECT as number, new cv.Size(width, height));
    const source = binaryImage(150, 170, width * 31 + height, density);
    const mats = [kernel, source];
    const check = (ours: (mat: typeof source) => void, theirs: (mat: typeof source) => void) => {
      const mine = copyOf(source);
      const opencv = copyOf(source);
      mats.push(mine, opencv);
      ours(mine);
      theirs(opencv);
      expect(same(mine, opencv)).toBe(true);
    };
    check(
      (mat) => dilateRect(mat, width, height),
      (mat) => {
        cv.dilate(mat, mat, kernel);
      },
    );
    check(
      (mat) => erodeRect(mat, width, height),
      (mat) => {
        cv.erode(mat, mat, kernel);
      },
    );
    check(
      (mat) => openRect(mat, width, height),
      (mat) => {
        cv.morphologyEx(mat, mat, cv.MORPH_OPEN as number, kernel);
      },
    );
    for (const mat of mats) mat.delete();
  });
});
