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
  /** intersections no hand or bowl covers, and those of them read right */
  visiblePoints: number;
  visibleRight: number;
  /** recognition time, ms */
  ms: number;
  error?: string;
  /** the board read, [y][x] (null when none was found): each point's confidence, and if wrong */
  reading: { confidence: number[][]; wrong: boolean[][] } | null;
}

/** Compares a recognition with a rendered photo's truth, intersection by intersection. */
export function scorePhoto(
  index: number,
  photo: RenderedPhoto,
  result: RecognitionResult,
  ms: number,
): PhotoScore {
  const { boardSize, signs, occluded } = photo.truth;
  const visiblePoints = occluded.flat().filter((hidden) => !hidden).length;
  const base = {
    index,
    difficulty: photo.spec.difficulty,
    boardSize,
    points: boardSize ** 2,
    visiblePoints,
    ms,
  };
  const none = { ...base, right: 0, visibleRight: 0 };
  if (!result.ok) return { ...none, error: result.error, reading: null };
  if (result.boardSize !== boardSize) {
    // a board read at the wrong size is wrong at every point it shows
    const wrong = result.confidence.map((row) => row.map(() => true));
    const reading = { confidence: result.confidence, wrong };
    return { ...none, error: `read as ${result.boardSize}x${result.boardSize}`, reading };
  }
  const wrong = signs.map((row, y) => row.map((sign, x) => result.signs[y][x] !== sign));
  const reading = { confidence: result.confidence, wrong };
  let right = 0;
  let visibleRight = 0;
  signs.forEach((row, y) =>
    row.forEach((sign, x) => {
      if (result.signs[y][x] !== sign) return;
      right += 1;
      if (!occluded[y][x]) visibleRight += 1;
    }),
  );
  return { ...base, right, visibleRight, reading };
}

export interface Accuracy {
  photos: number;
  /** share of all intersections read right (occluded ones counted too) */
  intersection: number;
  /** share of photos with every intersection right */
  board: number;
  /** the same, counting only the intersections no hand or bowl covers */
  visibleIntersection: number;
  visibleBoard: number;
}

export function accuracy(scores: readonly PhotoScore[]): Accuracy {
  const points = scores.reduce((sum, score) => sum + score.points, 0);
  const right = scores.reduce((sum, score) => sum + score.right, 0);
  const visible = scores.reduce((sum, score) => sum + score.visiblePoints, 0);
  const visibleRight = scores.reduce((sum, score) => sum + score.visibleRight, 0);
  const share = (count: number) => (scores.length ? count / scores.length : 0);
  return {
    photos: scores.length,
    intersection: points ? right / points : 0,
    board: share(scores.filter((score) => score.right === score.points).length),
    visibleIntersection: visible ? visibleRight / visible : 0,
    visibleBoard: share(
      scores.filter((score) => score.visibleRight === score.visiblePoints).length,
    ),
  };
}
