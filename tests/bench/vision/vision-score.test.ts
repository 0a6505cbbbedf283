import { describe, expect, it } from 'vitest';
import type { RenderedPhoto } from '@tests/factories/board-photos/types';
import type { BoardRecognition, StoneSign } from '@vision/types';
import { accuracy, scorePhoto } from './vision-score';

const signs: StoneSign[][] = [
  [1, 0, 0, 0, 0, 0, 0, 0, 0],
  ...Array.from({ length: 8 }, () => Array.from({ length: 9 }, (): StoneSign => 0)),
];
signs[4][4] = -1;
const photo = {
  spec: { seed: 1, boardSize: 9, signs, difficulty: 'hard' },
  truth: { boardSize: 9, signs, occluded: signs.map((row) => row.map(() => false)) },
} as unknown as RenderedPhoto;
const read = (changed: StoneSign[][]): BoardRecognition =>
  ({ ok: true, boardSize: 9, signs: changed }) as BoardRecognition;

describe('vision bench scores', () => {
  it('counts right intersections, and none when the board or its size is not found', () => {
    expect(scorePhoto(0, photo, read(signs), 5)).toMatchObject({ points: 81, right: 81 });
    const wrong = signs.map((row) => [...row]);
    wrong[4][4] = 1;
    wrong[0][0] = 0;
    expect(scorePhoto(1, photo, read(wrong), 5)).toMatchObject({ right: 79 });
    expect(scorePhoto(2, photo, { ok: false, error: 'No board' }, 5)).toMatchObject({
      right: 0,
      error: 'No board',
    });
    expect(scorePhoto(3, photo, { ...read(signs), boardSize: 13 }, 5)).toMatchObject({
      right: 0,
      error: 'read as 13x13',
    });
  });

  it('gives the share of intersections and of boards entirely right', () => {
    const scores = [
      { index: 0, difficulty: 'easy', boardSize: 9, points: 81, right: 81, ms: 1 },
      { index: 1, difficulty: 'easy', boardSize: 9, points: 81, right: 79, ms: 1 },
    ] as const;
    expect(accuracy(scores)).toEqual({ photos: 2, intersection: 160 / 162, board: 0.5 });
    expect(accuracy([])).toEqual({ photos: 0, intersection: 0, board: 0 });
  });
});
