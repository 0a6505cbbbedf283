import { describe, expect, it } from 'vitest';
import type { RenderedPhoto } from '@tests/factories/board-photos/types';
import type { BoardRecognition, StoneSign } from '@vision/types';
import { accuracy, scorePhoto } from './vision-score';

const signs: StoneSign[][] = [
  [1, 0, 0, 0, 0, 0, 0, 0, 0],
  ...Array.from({ length: 8 }, () => Array.from({ length: 9 }, (): StoneSign => 0)),
];
signs[4][4] = -1;
const occluded = signs.map((row, y) => row.map((_, x) => x === 4 && y === 4));
const photo = {
  spec: { seed: 1, boardSize: 9, signs, difficulty: 'hard' },
  truth: { boardSize: 9, signs, occluded },
} as unknown as RenderedPhoto;
const read = (changed: StoneSign[][]): BoardRecognition =>
  ({
    ok: true,
    boardSize: changed.length,
    signs: changed,
    confidence: changed.map((row) => row.map(() => 0.9)),
  }) as BoardRecognition;

describe('vision bench scores', () => {
  it('counts right intersections, and none when the board or its size is not found', () => {
    expect(scorePhoto(0, photo, read(signs), 5)).toMatchObject({
      points: 81,
      right: 81,
      visiblePoints: 80,
      visibleRight: 80,
    });
    const wrong = signs.map((row) => [...row]);
    wrong[4][4] = 1;
    wrong[0][0] = 0;
    // the occluded point misread counts against all points, not against the visible ones
    expect(scorePhoto(1, photo, read(wrong), 5)).toMatchObject({ right: 79, visibleRight: 79 });
    const underHand = signs.map((row) => [...row]);
    underHand[4][4] = 0;
    expect(scorePhoto(1, photo, read(underHand), 5)).toMatchObject({
      right: 80,
      visibleRight: 80,
    });
    expect(scorePhoto(2, photo, { ok: false, error: 'No board' }, 5)).toMatchObject({
      right: 0,
      error: 'No board',
    });
    const as13 = read(Array.from({ length: 13 }, () => Array<StoneSign>(13).fill(0)));
    const misread = scorePhoto(3, photo, as13, 5);
    expect(misread).toMatchObject({ right: 0, error: 'read as 13x13' });
    // every point of a board read at the wrong size is a wrong reading
    expect(misread.reading?.wrong.flat()).toEqual(Array<boolean>(169).fill(true));
    expect(misread.reading?.confidence).toEqual(as13.confidence);
    expect(scorePhoto(2, photo, { ok: false, error: 'No board' }, 5).reading).toBeNull();
    const twoWrong = scorePhoto(1, photo, read(wrong), 5).reading?.wrong;
    expect([twoWrong?.[4][4], twoWrong?.[0][0], twoWrong?.flat().filter(Boolean).length]).toEqual([
      true,
      true,
      2,
    ]);
  });

  it('gives the share of intersections and of boards entirely right', () => {
    const photo = {
      difficulty: 'easy',
      boardSize: 9,
      points: 81,
      visiblePoints: 80,
      ms: 1,
      reading: null,
    } as const;
    const scores = [
      { ...photo, index: 0, right: 81, visibleRight: 80 },
      { ...photo, index: 1, right: 80, visibleRight: 80 },
      { ...photo, index: 2, right: 79, visibleRight: 79 },
    ];
    expect(accuracy(scores)).toEqual({
      photos: 3,
      intersection: 240 / 243,
      board: 1 / 3,
      visibleIntersection: 239 / 240,
      visibleBoard: 2 / 3,
    });
    expect(accuracy([])).toEqual({
      photos: 0,
      intersection: 0,
      board: 0,
      visibleIntersection: 0,
      visibleBoard: 0,
    });
  });
});
