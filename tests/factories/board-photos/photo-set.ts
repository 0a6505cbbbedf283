import type { StoneSign } from '@vision/types';
import { positionAfter, visionGames } from './game-positions';
import { createRandom } from './prng';
import type { PhotoDifficulty, PhotoSpec } from './types';

/** Of every 20 photos: 8 easy, 7 medium, 5 hard (40 %, 35 %, 25 %). */
const DIFFICULTY_CYCLE: PhotoDifficulty[] = [
  ...Array<PhotoDifficulty>(8).fill('easy'),
  ...Array<PhotoDifficulty>(7).fill('medium'),
  ...Array<PhotoDifficulty>(5).fill('hard'),
];

/** One of the board's 8 symmetries, so a game gives more different-looking positions. */
function symmetric(signs: StoneSign[][], symmetry: number): StoneSign[][] {
  const last = signs.length - 1;
  return signs.map((row, y) =>
    row.map((_, x) => {
      let [sx, sy] = symmetry & 4 ? [y, x] : [x, y];
      if (symmetry & 1) sx = last - sx;
      if (symmetry & 2) sy = last - sy;
      return signs[sy][sx];
    }),
  );
}

/**
 * The bench's two sets, drawn alike from different seeds. Every setting of the recognizer was
 * tuned on `tuning` (the only set there was until issue 34); `heldOut` is for reporting only:
 * nothing may be tuned on it.
 */
export const PHOTO_SETS = {
  tuning: { randomSeed: 19_240, firstPhotoSeed: 1000 },
  heldOut: { randomSeed: 34_034, firstPhotoSeed: 70_000 },
} as const;

export type PhotoSetName = keyof typeof PHOTO_SETS;

/**
 * A fixed set of photo specs: positions sampled from the vision games (tests/fixtures/
 * vision-games) at various moves, the three sizes in turn, difficulties mixed as above.
 */
export function photoSet(count = 240, name: PhotoSetName = 'tuning'): PhotoSpec[] {
  const { randomSeed, firstPhotoSeed } = PHOTO_SETS[name];
  const random = createRandom(randomSeed);
  const games = visionGames();
  const sizes = [9, 13, 19] as const;
  return Array.from({ length: count }, (_, i): PhotoSpec => {
    const size = sizes[i % 3];
    const game = random.pick(games.filter((record) => record.size === size));
    // later positions are more common in photos than the first few moves
    const moves = Math.round(game.moves.length * Math.sqrt(random.between(0.02, 1)));
    return {
      seed: firstPhotoSeed + i,
      boardSize: size,
      signs: symmetric(positionAfter(game, moves), random.int(0, 7)),
      difficulty: DIFFICULTY_CYCLE[Math.floor(i / 3) % DIFFICULTY_CYCLE.length],
      width: 1280 + 16 * random.int(-4, 4),
      height: 960 + 16 * random.int(-3, 3),
    };
  });
}
