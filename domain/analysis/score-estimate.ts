import { DEAD_OWNERSHIP } from '../bots/dead-stones';
import type { ScoreEstimate } from './types';

/*
 * The final score the network's ownership foresees, counted on the board as it stands: a point
 * belongs to a side when its ownership leans that way by DEAD_OWNERSHIP (0.5) or more, the rule
 * dead stones are marked by (domain/bots/dead-stones.ts); a stone on a point the other side owns
 * is dead. Empty points nobody owns that surely (dame, open areas) count for nobody.
 */

export interface ScoreEstimates {
  /** area: living stones and owned empty points, the points of dead stones to their captor */
  chinese: ScoreEstimate;
  /**
   * territory: owned empty points, the points dead stones leave, and the dead stones as
   * prisoners. Prisoners taken before this position are not known and not counted.
   */
  japanese: ScoreEstimate;
  /** the stones seen as dead, [x, y] */
  dead: [x: number, y: number][];
}

/**
 * `signs` [y][x] (1 black, -1 white), `ownership` [y][x] from Black's view (+1 Black's), komi
 * added to White.
 */
export function estimateScores(
  signs: readonly (readonly number[])[],
  ownership: readonly (readonly number[])[],
  komi: number,
  threshold = DEAD_OWNERSHIP,
): ScoreEstimates {
  const area = { black: 0, white: 0 };
  const territory = { black: 0, white: 0 };
  const dead: [number, number][] = [];
  const sideOf = (sign: number) => (sign > 0 ? 'black' : 'white');
  signs.forEach((row, y) =>
    row.forEach((sign, x) => {
      const owned = ownership[y][x];
      const owner = owned >= threshold ? 1 : owned <= -threshold ? -1 : 0;
      if (sign === 0) {
        if (owner === 0) return;
        area[sideOf(owner)] += 1;
        territory[sideOf(owner)] += 1;
      } else if (owner === -sign) {
        dead.push([x, y]);
        area[sideOf(owner)] += 1;
        // its point once removed, and the stone itself as a prisoner
        territory[sideOf(owner)] += 2;
      } else {
        area[sideOf(sign)] += 1;
      }
    }),
  );
  return { chinese: withKomi(area, komi), japanese: withKomi(territory, komi), dead };
}

function withKomi(points: { black: number; white: number }, komi: number): ScoreEstimate {
  const white = points.white + komi;
  return { black: points.black, white, margin: points.black - white };
}
