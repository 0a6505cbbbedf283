import type { SceneSpec } from '@tests/factories/board-scenes/scene-spec';
import type { RecognitionResult } from '@vision/types';

/** One scene's reading against its truth (the position the scene was built from). */
export interface SceneScore {
  spec: SceneSpec;
  points: number;
  /** intersections read right: none when no board, or a board of another size, was read */
  right: number;
  /** a board of the right size was found */
  found: boolean;
  ms: number;
}

export function scoreScene(spec: SceneSpec, result: RecognitionResult, ms: number): SceneScore {
  const points = spec.boardSize ** 2;
  if (!result.ok || result.boardSize !== spec.boardSize) {
    return { spec, points, right: 0, found: false, ms };
  }
  const right = spec.signs.flat().filter((sign, i) => result.signs.flat()[i] === sign).length;
  return { spec, points, right, found: true, ms };
}

export interface SceneAccuracy {
  scenes: number;
  intersection: number;
  board: number;
  found: number;
}

export function sceneAccuracy(scores: readonly SceneScore[]): SceneAccuracy {
  const points = scores.reduce((sum, s) => sum + s.points, 0);
  const right = scores.reduce((sum, s) => sum + s.right, 0);
  const share = (count: number) => (scores.length ? count / scores.length : 0);
  return {
    scenes: scores.length,
    intersection: points ? right / points : 0,
    board: share(scores.filter((s) => s.right === s.points).length),
    found: share(scores.filter((s) => s.found).length),
  };
}
