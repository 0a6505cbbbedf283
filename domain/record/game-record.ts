import type { NodeObject } from '@sabaki/sgf';
import { writeSgf } from '../sgf/write-sgf';

/** One move of a record: its colour and its SGF point ('' for a pass). */
export interface RecordMove {
  colour: 'B' | 'W';
  point: string;
}

export interface GameRecord {
  /** the root's properties besides GM, FF, CA and AP (size, players, komi, setup stones...) */
  root: Record<string, string[]>;
  moves: readonly RecordMove[];
  /** the comment on a node: 0 the root, n the n-th move; null for none */
  commentAt?: (node: number) => string | null;
  /** properties of the last node (a counted game's territory: TB, TW) */
  last?: Record<string, string[]>;
}

/** The record's root properties every record of the site starts with. */
const HEADER: Record<string, string[]> = {
  GM: ['1'],
  FF: ['4'],
  CA: ['UTF-8'],
  AP: ['go-federation:1'],
};

/**
 * A game as SGF text: the site's header and the given root, the main line of moves, a comment
 * per node where there is one, the last node's extra properties. Every record the site writes
 * (online games, broadcasts, videos, GoGlass positions) is written here.
 */
export function gameRecordSgf({ root, moves, commentAt, last }: GameRecord): string {
  const nodes: NodeObject[] = [
    { id: 0, data: { ...HEADER, ...root }, parentId: null, children: [] },
  ];
  moves.forEach((move, index) => {
    const node: NodeObject = {
      id: index + 1,
      data: { [move.colour]: [move.point] },
      parentId: index,
      children: [],
    };
    nodes[index].children.push(node);
    nodes.push(node);
  });
  nodes.forEach((node, index) => {
    const comment = commentAt?.(index) ?? null;
    if (comment) node.data.C = [comment];
  });
  if (last) Object.assign(nodes[nodes.length - 1].data, last);
  // an array: the game tree in its parentheses (a node alone is written without them)
  return writeSgf([nodes[0]]);
}
