import type { GameVideoOptions } from '@tests/factories/board-videos/render-video';
import type { BenchResults } from '../bench-results';
import { scoreVideo } from './video-score';

/** The filmed games: mixed sizes, each with its own camera, light and hands (by seed). */
const GAMES: Array<Pick<GameVideoOptions, 'boardSize' | 'moves' | 'seed'>> = [
  { boardSize: 9, moves: 40, seed: 1 },
  { boardSize: 9, moves: 40, seed: 2 },
  { boardSize: 9, moves: 40, seed: 3 },
  { boardSize: 9, moves: 40, seed: 4 },
  { boardSize: 13, moves: 50, seed: 5 },
  { boardSize: 13, moves: 50, seed: 6 },
  { boardSize: 13, moves: 50, seed: 7 },
  { boardSize: 19, moves: 60, seed: 8 },
  { boardSize: 19, moves: 70, seed: 9 },
  { boardSize: 19, moves: 80, seed: 10 },
  { boardSize: 19, moves: 100, seed: 11 },
];

const VIDEOS: GameVideoOptions[] = GAMES.map((game) => ({
  ...game,
  secondsPerMove: 2,
  width: 960,
  height: 720,
}));

/**
 * video.*: rendered game videos converted to SGF.
 * - video.moves_exact_share: over all videos, the moves read right and in order (the longest
 *   common subsequence of the record's moves and the game's, point and colour, passes left out)
 *   divided by the moves in the games; a missed, extra, misplaced or miscoloured move costs one.
 * - video.realtime_factor: the total conversion time divided by the total video length (under 1:
 *   faster than the videos play).
 * - video.videos, video.moves (in the games), video.skipped_changes (marked in the records).
 */
export async function measureVideo(results: BenchResults): Promise<void> {
  let gameMoves = 0;
  let rightMoves = 0;
  let seconds = 0;
  let videoSeconds = 0;
  let skipped = 0;
  for (const options of VIDEOS) {
    const score = await scoreVideo(options);
    gameMoves += score.moves;
    rightMoves += score.right;
    seconds += score.seconds;
    videoSeconds += score.videoSeconds;
    skipped += score.skipped;
    console.log(
      `  video ${options.boardSize}x${options.boardSize} seed ${options.seed}: ${score.right}/${score.moves} ` +
        `moves right, ${score.skipped} skipped, ${score.seconds.toFixed(1)} s for ` +
        `${score.videoSeconds.toFixed(1)} s of video${score.error ? `: ${score.error}` : ''}`,
    );
  }
  results['video.videos'] = VIDEOS.length;
  results['video.moves'] = gameMoves;
  results['video.moves_exact_share'] = Number((rightMoves / gameMoves).toFixed(4));
  results['video.realtime_factor'] = Number((seconds / videoSeconds).toFixed(3));
  results['video.skipped_changes'] = skipped;
}
