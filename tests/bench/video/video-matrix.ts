import type { GameVideoOptions } from '@tests/factories/board-videos/render-video';
import type { BenchResults } from '../bench-results';
import { scoreVideo } from './video-score';

/** the goal in every cell */
const GOAL = 0.95;

/**
 * The middle cell: a 9x9 game with three captures, 5 frames a second, each position still for
 * 1 s, sensor noise σ 4, the camera jittering ±3 px and drifting 6 px, a lamp dimmed halfway, a
 * hand before a third of the moves and over every capture. Each other cell changes one thing.
 */
const BASE: GameVideoOptions = {
  boardSize: 9,
  sgfFile: 'tests/factories/board-videos/captures-9x9.sgf',
  seed: 4,
  width: 640,
  height: 480,
  fps: 5,
  pace: { stillSeconds: 1, handShare: 1 / 3 },
  noiseSigma: 4,
  jitterPixels: 3,
  driftPixels: 6,
  lightChange: true,
};

const still = (seconds: number) => ({ pace: { stillSeconds: seconds, handShare: 1 / 3 } });

export const MATRIX: Record<string, GameVideoOptions> = {
  fps_2: { fps: 2 },
  fps_3: { fps: 3 },
  fps_5: {},
  fps_10: { fps: 10 },
  fps_30: { fps: 30 },
  still_500ms: still(0.5),
  still_3s: still(3),
  still_10s: still(10),
  noise_0: { noiseSigma: 0 },
  noise_8: { noiseSigma: 8 },
  steady_camera: { jitterPixels: 0, driftPixels: 0 },
  steady_light: { lightChange: false },
  hand_every_move: { pace: { stillSeconds: 1, handShare: 1 } },
  // a 13x13 handicap game (two stones set before the first move), its first 40 moves
  size_13x13: {
    boardSize: 13,
    sgfFile: 'tests/fixtures/sgf/gnugo-13x13-handicap-2.sgf',
    moves: 40,
  },
  // factors together: a slow camera, strong noise and a hand before every move
  combined_3fps_noise_8_hands: {
    fps: 3,
    noiseSigma: 8,
    pace: { stillSeconds: 1, handShare: 1 },
  },
  // the shortest still at the lowest rate: one or two frames of each position
  combined_2fps_still_500ms: { fps: 2, pace: { stillSeconds: 0.5, handShare: 1 / 3 } },
  // the issue's video: 19x19, 1280x960, 3 fps, 0.7 s still, grain, jitter
  issue_19x19: {
    boardSize: 19,
    sgfFile: 'tests/fixtures/sgf/gnugo-19x19-80-moves.sgf',
    moves: 56,
    width: 1280,
    height: 960,
    fps: 3,
    pace: { stillSeconds: 0.7, handShare: 1 / 3 },
    noiseSigma: 8,
    driftPixels: 0,
    lightChange: false,
  },
};

/**
 * video.matrix.<cell>.moves_exact_share: the robustness matrix, one rendered video a cell (the
 * middle cell's settings with one changed: frame rate 2-30, a still position 0.5-10 s, noise σ 0-8,
 * a steady camera, steady light, a hand before every move; a 13x13 handicap game; two cells of
 * factors together; and the issue's 19x19 video), scored
 * as video.moves_exact_share (point and colour). `only`: the cells to run (all by default).
 */
export async function measureVideoMatrix(results: BenchResults, only?: string[]): Promise<void> {
  let meeting = 0;
  const cells = Object.entries(MATRIX).filter(([name]) => !only?.length || only.includes(name));
  for (const [name, cell] of cells) {
    const score = await scoreVideo({ ...BASE, ...cell });
    const share = Number((score.right / score.moves).toFixed(4));
    results[`video.matrix.${name}.moves_exact_share`] = share;
    if (share >= GOAL) meeting++;
    console.log(
      `  ${name}: ${score.right}/${score.moves} moves right, ${score.skipped} skipped, ` +
        `${score.seconds.toFixed(1)} s for ${score.videoSeconds.toFixed(1)} s of video` +
        (score.error ? `: ${score.error}` : ''),
    );
  }
  results['video.matrix.cells'] = cells.length;
  results['video.matrix.cells_meeting_goal'] = meeting;
}
