import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ImagePoint, StoneSign } from '@vision/types';
import { applyHomography, homography } from './camera';
import { photoSet } from './photo-set';
import { renderBoardPhoto } from './render-photo';
import type { PhotoSpec, RenderedPhoto } from './types';

const hash = (photo: RenderedPhoto) => createHash('sha256').update(photo.image.data).digest('hex');

function luminance(photo: RenderedPhoto, x: number, y: number): number {
  const { width, data } = photo.image;
  const i = (Math.round(y) * width + Math.round(x)) * 4;
  return 0.3 * data[i] + 0.59 * data[i + 1] + 0.11 * data[i + 2];
}

/** Where intersection (x, y) lands: the grid is flat, so the truth corners fix it exactly. */
function gridPoint(photo: RenderedPhoto, x: number, y: number): [number, number] {
  const last = photo.truth.boardSize - 1;
  const grid: ImagePoint[] = [
    [0, 0],
    [last, 0],
    [last, last],
    [0, last],
  ];
  return applyHomography(homography(grid, photo.truth.corners), x, y);
}

function emptyBoard(size: 9 | 13 | 19): StoneSign[][] {
  return Array.from({ length: size }, () => Array.from({ length: size }, (): StoneSign => 0));
}

describe('renderBoardPhoto', { timeout: 60_000 }, () => {
  it('draws the same pixels from the same spec, other pixels from another seed', async () => {
    const spec = photoSet(3)[1];
    const [first, again, other] = await Promise.all([
      renderBoardPhoto(spec),
      renderBoardPhoto(spec),
      renderBoardPhoto({ ...spec, seed: spec.seed + 1 }),
    ]);
    expect(hash(again)).toBe(hash(first));
    expect(hash(other)).not.toBe(hash(first));
    expect(first.image.data.length).toBe(first.image.width * first.image.height * 4);
  });

  it('puts the truth corners on the drawn grid: an empty intersection is darker than the wood beside it', async () => {
    const spec: PhotoSpec = { seed: 7, boardSize: 9, signs: emptyBoard(9), difficulty: 'easy' };
    const photo = await renderBoardPhoto(spec);
    expect(photo.image.width).toBe(1280);
    expect(photo.image.height).toBe(960);
    const [tl, tr] = photo.truth.corners;
    const cell = Math.hypot(tr[0] - tl[0], tr[1] - tl[1]) / 8;
    for (const [x, y] of [
      [0, 0],
      [8, 0],
      [8, 8],
      [0, 8],
      [3, 5],
    ] as const) {
      const [px, py] = gridPoint(photo, x, y);
      const line = luminance(photo, px, py);
      // inside the cell, diagonally off the lines
      const wood = luminance(
        photo,
        px + (x < 8 ? 0.4 : -0.4) * cell,
        py + (y < 8 ? 0.4 : -0.4) * cell,
      );
      expect(wood - line).toBeGreaterThan(30);
    }
  });

  it('draws black stones dark and white stones light where the truth says', async () => {
    const signs = emptyBoard(13);
    signs[2][3] = 1;
    signs[9][10] = -1;
    const photo = await renderBoardPhoto({ seed: 11, boardSize: 13, signs, difficulty: 'easy' });
    expect(luminance(photo, ...gridPoint(photo, 3, 2))).toBeLessThan(70);
    expect(luminance(photo, ...gridPoint(photo, 10, 9))).toBeGreaterThan(190);
    expect(photo.truth.signs).toEqual(signs);
    expect(photo.truth.occluded.flat().some(Boolean)).toBe(false);
  });

  it('marks a stone the hand or the bowl hides as occluded', async () => {
    const hard = photoSet(240).filter((spec) => spec.difficulty === 'hard' && spec.boardSize === 9);
    let hidden = 0;
    for (const spec of hard.slice(0, 2)) {
      const [photo, bare] = await Promise.all([
        renderBoardPhoto(spec),
        renderBoardPhoto({ ...spec, signs: emptyBoard(9) }),
      ]);
      const { occluded } = photo.truth;
      expect(occluded.flat().some(Boolean)).toBe(true);
      expect(occluded.flat().every(Boolean)).toBe(false);
      // drawn again without stones, only the light, hand and bowl are the same: a stone whose
      // centre does not show is under the hand or the bowl
      spec.signs.forEach((row, y) =>
        row.forEach((sign, x) => {
          const [px, py] = gridPoint(photo, x, y);
          if (sign === 0 || luminance(photo, px, py) !== luminance(bare, px, py)) return;
          hidden += 1;
          expect(occluded[y][x], `${x},${y} of photo ${spec.seed}`).toBe(true);
        }),
      );
    }
    expect(hidden).toBeGreaterThan(0);
  });
});
