import { beforeAll, describe, expect, it } from 'vitest';
import { photoSet } from '@tests/factories/board-photos/photo-set';
import { renderBoardPhoto } from '@tests/factories/board-photos/render-photo';
import { createRecognizer } from './recognizer';
import type { Recognizer } from './types';

const SPECS = photoSet(60);

let recognize: Recognizer;
beforeAll(async () => {
  recognize = await createRecognizer();
}, 30_000);

describe('a grid fitted a line off', { timeout: 30_000 }, () => {
  it.each([4, 22])(
    'is moved back onto the board (rendered photo %i, stones along an edge)',
    async (index) => {
      const photo = await renderBoardPhoto(SPECS[index]);
      const result = recognize(photo.image);
      if (!result.ok) throw new Error(result.error);
      expect(result.boardSize).toBe(photo.truth.boardSize);
      result.corners.forEach(([x, y], i) => {
        const [tx, ty] = photo.truth.corners[i];
        expect(Math.hypot(x - tx, y - ty)).toBeLessThan(3);
      });
      expect(result.signs).toEqual(photo.truth.signs);
    },
  );
});
