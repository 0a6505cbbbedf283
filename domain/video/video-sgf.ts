import { gameRecordSgf } from '../record/game-record';
import { sgfPoint } from '../record/sgf-point';
import type { Point, VideoGame } from './types';
import { formatVideoTime } from './video-time';

export interface VideoRecordInfo {
  /** GN: the name the user gave the video */
  name: string;
  komi: number;
}

/** SGF's two letters of a point; '' for a pass. */
function pointOrPass(point: Point | null): string {
  return point === null ? '' : sgfPoint(point);
}

/**
 * A game read from a video as SGF: size, komi, name, handicap stones, the moves with the video
 * time of each as their comment, and each skipped change as a comment on the move before it.
 */
export function videoSgf(game: VideoGame, info: VideoRecordInfo): string {
  const root: Record<string, string[]> = {
    SZ: [String(game.boardSize)],
    KM: [String(info.komi)],
    GN: [info.name],
  };
  if (game.handicapStones.length > 0) {
    root.HA = [String(game.handicapStones.length)];
    root.AB = game.handicapStones.map(pointOrPass);
  }
  const comments: string[][] = Array.from({ length: game.moves.length + 1 }, () => []);
  game.moves.forEach((move, index) => comments[index + 1].push(formatVideoTime(move.time)));
  for (const change of game.skipped) {
    comments[change.afterMove].push(
      `Skipped at ${formatVideoTime(change.time)} (no legal move explains it): ${change.reason}`,
    );
  }
  return gameRecordSgf({
    root,
    moves: game.moves.map((move) => ({
      colour: move.colour === 1 ? 'B' : 'W',
      point: pointOrPass(move.point),
    })),
    commentAt: (node) => (comments[node].length > 0 ? comments[node].join('\n') : null),
  });
}
