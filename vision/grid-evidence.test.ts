import { beforeAll, describe, expect, it } from 'vitest';
import { photoSet } from '@tests/factories/board-photos/photo-set';
import { renderBoardPhoto } from '@tests/factories/board-photos/render-photo';
import { applyHomography, type Quad } from './geometry';
import { gridEvidence } from './grid-evidence';
import { loadOpenCv, type OpenCv } from './opencv';
import type { ImagePoint } from './types';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
}, 30_000);

/** The corners of the grid from line `from` to line `to` on each axis of the true grid. */
function shiftedCorners(truth: Quad, size: number, from: number, to: number): Quad {
  const last = size - 1;
  const ideal: Quad = [
    [0, 0],
    [last, 0],
    [last, last],
    [0, last],
  ];
  const source = cv.matFromArray(4, 1, cv.CV_32FC2, ideal.flat());
  const target = cv.matFromArray(4, 1, cv.CV_32FC2, truth.flat());
  const toImage = cv.getPerspectiveTransform(source, target);
  const h: number[] = Array.from(toImage.data64F);
  for (const mat of [source, target, toImage]) mat.delete();
  const at = (x: number, y: number): ImagePoint => applyHomography(h, [x, y]);
  return [at(from, from), at(to, from), at(to, to), at(from, to)];
}

describe('gridEvidence', { timeout: 30_000 }, () => {
  it.each([1, 2])(
    'scores the true grid of rendered photo %i above one slipped by a line or of another size',
    async (index) => {
      const photo = await renderBoardPhoto(photoSet(3)[index]);
      const { image, truth } = photo;
      const rgba = new cv.Mat(image.height, image.width, cv.CV_8UC4);
      rgba.data.set(image.data);
      const grey = new cv.Mat();
      cv.cvtColor(rgba, grey, cv.COLOR_RGBA2GRAY as number);
      const size = truth.boardSize;
      const corners = truth.corners;
      const right = gridEvidence(cv, grey, corners, size);
      const slipped = gridEvidence(cv, grey, shiftedCorners(corners, size, 1, size), size);
      const smaller = size === 19 ? 13 : 9;
      const otherSize = gridEvidence(cv, grey, corners, smaller);
      rgba.delete();
      grey.delete();
      expect(right).toBeGreaterThan(slipped);
      expect(right).toBeGreaterThan(otherSize);
    },
  );
});
