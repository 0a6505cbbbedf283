import type { PhotoDifficulty, RenderedPhoto } from '@tests/factories/board-photos/types';
import type { RecognitionResult } from '@vision/types';

export interface PhotoScore {
  index: number;
  difficulty: PhotoDifficulty;
  boardSize: number;
  /** intersections on the board, occluded ones included */
  points: number;
  /** intersections read right: all wrong when the board or its size was not found */
  right: number;
  /** recognition time, ms */
  ms: number;
  error?: string;
}

/** Compares a recognition with a rendered photo's truth, intersection by intersection. */
export function scorePhoto(
  index: number,
  photo: RenderedPhoto,
  result: RecognitionResult,
  ms: number,
): PhotoScore {
  const { boardSize, signs } = photo.truth;
  const base = { index, difficulty: photo.spec.difficulty, boardSize, points: boardSize ** 2, ms };
  if (!result.ok) return { ...base, right: 0, error: result.error };
  if (result.boardSize !== boardSize) {
    return { ...base, right: 0, error: `read as ${result.boardSize}x${result.boardSize}` };
  }
  let right = 0;
  signs.forEach((row, y) =>
    row.forEach((sign, x) => {
      if (result.signs[y][x] === sign) right += 1;
    }),
  );
  return { ...base, right };
}

export interface Accuracy {
  photos: number;
  /** share of all intersections read right (occluded ones counted too) */
  intersection: number;
  /** share of photos with every intersection right */
  board: number;
}

export function accuracy(scores: readonly PhotoScore[]): Accuracy {
  const points = scores.reduce((sum, score) => sum + score.points, 0);
  const right = scores.reduce((sum, score) => sum + score.right, 0);
  return {
    photos: scores.length,
    intersection: points ? right / points : 0,
    board: scores.length
      ? scores.filter((score) => score.right === score.points).length / scores.length
      : 0,
  };
}
