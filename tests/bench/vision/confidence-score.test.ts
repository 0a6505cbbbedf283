import { describe, expect, it } from 'vitest';
import { honesty, pickThreshold } from './confidence-score';
import type { PhotoScore } from './vision-score';

/** A 9×9 board read with confidence 1 and right, but at the points given. */
const photo = (
  points: [x: number, y: number, confidence: number, wrong: boolean][],
): PhotoScore => {
  const confidence = Array.from({ length: 9 }, () => Array<number>(9).fill(1));
  const wrong = Array.from({ length: 9 }, () => Array<boolean>(9).fill(false));
  for (const [x, y, value, isWrong] of points) {
    confidence[y][x] = value;
    wrong[y][x] = isWrong;
  }
  const right = 81 - points.filter(([, , , isWrong]) => isWrong).length;
  return {
    ...{ index: 0, difficulty: 'easy', boardSize: 9, points: 81, visiblePoints: 81, ms: 1 },
    right,
    visibleRight: right,
    reading: { confidence, wrong },
  };
};

describe('uncertain points in the vision bench', () => {
  const scores = [
    photo([
      [4, 4, 0.7, true],
      [3, 3, 0.6, false],
      [2, 2, 0.9, false],
    ]),
    photo([
      [4, 4, 0.95, true],
      [5, 5, 0.8, false],
      [6, 6, 0.65, false],
    ]),
    // no board found: nothing to confirm, nothing silently wrong, not a photo of the median
    { ...photo([]), right: 0, error: 'No board', reading: null },
  ];

  it('counts the points to confirm per photo and the wrong ones among the others', () => {
    expect(honesty(scores, 0.75)).toEqual({
      threshold: 0.75,
      pointsToConfirmP50: 1,
      pointsToConfirmP90: 2,
      silentErrorRate: 1 / 159,
      errorsMarked: 1 / 2,
    });
    expect(honesty(scores, 0.5)).toMatchObject({
      pointsToConfirmP50: 0,
      silentErrorRate: 2 / 162,
    });
    expect(honesty(scores, 0.96)).toMatchObject({ silentErrorRate: 0, errorsMarked: 1 });
  });

  it('counts every point of a board in doubt as to confirm', () => {
    const edgeOff = photo(Array.from({ length: 9 }, (_, x) => [x, 0, 0.6, true] as const));
    expect(honesty([edgeOff], 0.75)).toMatchObject({
      pointsToConfirmP50: 81,
      silentErrorRate: 0,
    });
  });

  it('picks the lowest threshold that keeps silent errors under the goal', () => {
    expect(pickThreshold(scores, 0.002).threshold).toBe(0.96);
    expect(pickThreshold(scores, 0.01).threshold).toBe(0.71);
    expect(pickThreshold([photo([[0, 0, 1, true]])], 0.002).threshold).toBe(1);
  });
});
