import { positionAfter, visionGames } from '../board-photos/game-positions';
import { sceneRandom } from './scene-random';
import type { BoardKind, SceneSpec, SceneView, StoneKind } from './scene-spec';

const BOARDS: BoardKind[] = ['wood', 'paper', 'folding', 'magnetic'];
const STONES: Exclude<StoneKind, 'magnetic'>[] = ['slate-shell', 'yunzi', 'plastic'];
const VIEWS: SceneView[] = ['overhead', 'seated', 'webcam'];

/**
 * The scenes' sets, drawn alike from different seeds. `heldOut` is the bench's: nothing may be
 * tuned on it (issue 34). `tuning` is there for whoever tunes the recognizer on these scenes.
 */
export const SCENE_SETS = {
  tuning: { setSeed: 3_434_001, firstSceneSeed: 810_000 },
  heldOut: { setSeed: 3_434_777, firstSceneSeed: 920_000 },
} as const;

export type SceneSetName = keyof typeof SCENE_SETS;

/** The position turned a quarter or a half, or mirrored: one game gives more positions. */
function turned(signs: (-1 | 0 | 1)[][], how: number): (-1 | 0 | 1)[][] {
  const n = signs.length - 1;
  return signs.map((row, y) =>
    row.map((_, x) => {
      const [a, b] = how & 1 ? [y, x] : [x, y];
      return signs[how & 2 ? n - b : b][how & 4 ? n - a : a];
    }),
  );
}

/**
 * A fixed set of scene specs: positions from the vision games (the position source only),
 * sizes 9, 13, 19 in turn, every board kind with every stone kind and view in turn, magnetic
 * boards with their own flat stones, about one scene in five cropped.
 */
export function sceneSet(count: number, name: SceneSetName = 'heldOut'): SceneSpec[] {
  const { setSeed, firstSceneSeed } = SCENE_SETS[name];
  const random = sceneRandom(setSeed);
  const games = visionGames();
  const sizes = [9, 13, 19] as const;
  return Array.from({ length: count }, (_, i): SceneSpec => {
    const boardSize = sizes[i % 3];
    const round = Math.floor(i / 3);
    const game = random.oneOf(games.filter((record) => record.size === boardSize));
    const moves = Math.round(game.moves.length * random.range(0.15, 1));
    const board = BOARDS[round % BOARDS.length];
    return {
      seed: firstSceneSeed + i,
      boardSize,
      signs: turned(positionAfter(game, moves), random.integer(0, 7)),
      board,
      stones: board === 'magnetic' ? 'magnetic' : STONES[round % STONES.length],
      view: VIEWS[(i + round) % VIEWS.length],
      cropped: random.next() < 0.2,
    };
  });
}
