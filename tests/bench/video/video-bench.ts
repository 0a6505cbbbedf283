import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { parse } from '@sabaki/sgf';
import { convertVideo } from '@api/video/conversion/convert-video';
import { formatVertex } from '@domain/play/vertex';
import { renderGameVideo, type GameVideoOptions } from '@tests/factories/board-videos/render-video';
import type { BenchResults } from '../bench-results';

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

/** The main line's points as GTP vertices, passes left out. */
function recordedMoves(sgf: string): string[] {
  const [root] = parse(sgf);
  const size = Number(root.data.SZ?.[0] ?? 19);
  const moves: string[] = [];
  for (let node = root.children[0]; node; node = node.children[0]) {
    const value = node.data.B?.[0] ?? node.data.W?.[0] ?? '';
    if (value.length === 2) {
      moves.push(formatVertex([value.charCodeAt(0) - 97, value.charCodeAt(1) - 97], size));
    }
  }
  return moves;
}

/** The longest common subsequence's length: moves read right and in the game's order. */
export function movesInOrder(read: readonly string[], game: readonly string[]): number {
  let row = new Array<number>(game.length + 1).fill(0);
  for (const move of read) {
    const next = [0];
    for (let j = 1; j <= game.length; j++) {
      next[j] = move === game[j - 1] ? row[j - 1] + 1 : Math.max(row[j], next[j - 1]);
    }
    row = next;
  }
  return row[game.length];
}

/**
 * video.*: rendered game videos converted to SGF.
 * - video.moves_exact_share: over all videos, the moves read right and in order (the longest
 *   common subsequence of the record's points and the game's, passes left out) divided by the
 *   moves in the games; a missed, extra or misplaced move costs one.
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
    const video = await renderGameVideo(options);
    try {
      const started = performance.now();
      const result = await convertVideo(video.path);
      const took = (performance.now() - started) / 1000;
      const right = movesInOrder(recordedMoves(result.sgf), video.moves);
      gameMoves += video.moves.length;
      rightMoves += right;
      seconds += took;
      videoSeconds += result.durationSeconds;
      skipped += result.skippedChanges;
      console.log(
        `  video ${video.boardSize}x${video.boardSize} seed ${options.seed}: ${right}/${video.moves.length} ` +
          `moves right, ${result.skippedChanges} skipped, ${took.toFixed(1)} s for ` +
          `${result.durationSeconds.toFixed(1)} s of video`,
      );
    } finally {
      rmSync(dirname(video.path), { recursive: true, force: true });
    }
  }
  results['video.videos'] = VIDEOS.length;
  results['video.moves'] = gameMoves;
  results['video.moves_exact_share'] = Number((rightMoves / gameMoves).toFixed(4));
  results['video.realtime_factor'] = Number((seconds / videoSeconds).toFixed(3));
  results['video.skipped_changes'] = skipped;
}
