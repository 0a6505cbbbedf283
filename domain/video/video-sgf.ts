import type { NodeObject } from '@sabaki/sgf';
import { writeSgf } from '@domain/sgf/write-sgf';
import type { Point, VideoGame } from './types';
import { formatVideoTime } from './video-time';

const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export interface VideoRecordInfo {
  /** GN: the name the user gave the video */
  name: string;
  komi: number;
}

/** SGF's two letters of a point; '' for a pass. */
function sgfPoint(point: Point | null): string {
  return point === null ? '' : `${SGF_LETTERS[point[0]]}${SGF_LETTERS[point[1]]}`;
}

/**
 * A game read from a video as SGF: size, komi, name, handicap stones, the moves with the video
 * time of each as their comment, and each skipped change as a comment on the move before it.
 */
export function videoSgf(game: VideoGame, info: VideoRecordInfo): string {
  const root: Record<string, string[]> = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: ['go-federation:1'],
    SZ: [String(game.boardSize)],
    KM: [String(info.komi)],
    GN: [info.name],
  };
  if (game.handicapStones.length > 0) {
    root.HA = [String(game.handicapStones.length)];
    root.AB = game.handicapStones.map(sgfPoint);
  }
  const nodes: NodeObject[] = [{ id: 0, data: root, parentId: null, children: [] }];
  game.moves.forEach((move, index) => {
    const data = { [move.colour === 1 ? 'B' : 'W']: [sgfPoint(move.point)] };
    const node: NodeObject = { id: index + 1, data, parentId: index, children: [] };
    nodes[index].children.push(node);
    nodes.push(node);
  });
  const comments: string[][] = nodes.map(() => []);
  game.moves.forEach((move, index) => comments[index + 1].push(formatVideoTime(move.time)));
  for (const change of game.skipped) {
    comments[change.afterMove].push(
      `Skipped at ${formatVideoTime(change.time)} (no legal move explains it): ${change.reason}`,
    );
  }
  nodes.forEach((node, index) => {
    if (comments[index].length > 0) node.data.C = [comments[index].join('\n')];
  });
  // an array: the game tree in its parentheses (a node alone is written without them)
  return writeSgf([nodes[0]]);
}
