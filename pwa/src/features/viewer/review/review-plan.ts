import { isBoardSize, type BoardSize } from '@domain/game/board-sizes';
import type { NetQuery } from '@domain/bots/types';
import { playMove, startPosition, type Position } from '@domain/play/position';
import { formatVertex } from '@domain/play/vertex';
import { parseCompressedVertices } from '@sabaki/sgf';
import { property, type GameTree, type NodeId, type SgfNode } from '../sgf/game-tree';
import { boardSize, nodeMove } from '../sgf/replay';

/** The main line of a record as the network is asked it: one query per position, 0..moves. */
export interface ReviewPlan {
  boardSize: BoardSize;
  /** the position before move 1, after move 1, ... after the last legal move */
  queries: NetQuery[];
  /** the main line's nodes of moves 1.. (as many as reviewed moves) */
  moveNodes: NodeId[];
  /** the moves as GTP vertices, 'pass' for a pass: what a kept review is checked against */
  moves: string[];
  /** the position (0..moves) each main-line node shows, the root's 0 */
  indexOfNode: ReadonlyMap<NodeId, number>;
  /** who played each move */
  colours: ('black' | 'white')[];
}

/** Komi when the record says none: the common 6.5. */
const DEFAULT_KOMI = 6.5;

function stones(root: SgfNode, key: string, size: number): string[] {
  return (root.data[key] ?? [])
    .flatMap((value) => parseCompressedVertices(value))
    .filter(([x, y]) => x >= 0 && y >= 0 && x < size && y < size)
    .map((vertex) => formatVertex(vertex, size));
}

/**
 * The record's main line as network queries, or null when the network can't review it (not a
 * square 9x9, 13x13 or 19x19 board). It stops before a move the rules don't allow.
 */
export function reviewPlan(tree: GameTree): ReviewPlan | null {
  const { width, height } = boardSize(tree.root);
  if (width !== height || !isBoardSize(width)) return null;
  const size = width;
  const komiText = Number(property(tree.root, 'KM'));
  const komi = Number.isFinite(komiText) ? komiText : DEFAULT_KOMI;
  const lineNodes: SgfNode[] = [];
  for (let node = tree.root.children[0]; node; node = node.children[0]) lineNodes.push(node);
  const has = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x < size && y < size;
  const firstMove = lineNodes.map((node) => nodeMove(node, { has })).find((move) => move);
  let position: Position = startPosition(size, [], {
    black: stones(tree.root, 'AB', size),
    white: stones(tree.root, 'AW', size),
    toMove: firstMove?.sign === -1 ? 'white' : 'black',
  });
  const moves: string[] = [];
  const moveNodes: NodeId[] = [];
  const colours: ('black' | 'white')[] = [];
  const indexOfNode = new Map<NodeId, number>([[tree.root.id, 0]]);
  const queries: NetQuery[] = [query(position, moves, komi)];
  for (const node of lineNodes) {
    const move = nodeMove(node, { has });
    if (!move) {
      indexOfNode.set(node.id, moves.length);
      continue;
    }
    const vertex = move.vertex ? formatVertex(move.vertex, size) : 'pass';
    // a record may give one colour two moves in a row
    const toMove = move.sign === 1 ? 'black' : 'white';
    const played = playMove({ ...position, toMove }, 'chinese', vertex);
    if (!played.ok) break;
    position = played.position;
    moves.push(vertex);
    moveNodes.push(node.id);
    colours.push(toMove);
    indexOfNode.set(node.id, moves.length);
    queries.push(query(position, moves, komi));
  }
  return { boardSize: size, queries, moveNodes, moves, colours, indexOfNode };
}

function query(position: Position, moves: readonly string[], komi: number): NetQuery {
  return { position, moves: [...moves], komi, rules: 'chinese' };
}
