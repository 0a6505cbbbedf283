import Board from '@sabaki/go-board';
import { parseCompressedVertices, parseVertex, type Vertex } from '@sabaki/sgf';
import { property, type SgfNode } from './game-tree';

export type Sign = 1 | -1;

/** A played move: the colour (1 black, -1 white) and the point, null for a pass. */
export interface Move {
  sign: Sign;
  vertex: Vertex | null;
}

/** The game as it stands after a node. */
export interface Position {
  board: Board;
  /** moves played so far (passes too), or the record's own numbering (MN) */
  moveNumber: number;
  /** the node's own move, null for a node without one */
  move: Move | null;
  /** stones taken by each colour */
  captures: { black: number; white: number };
}

export interface BoardSize {
  width: number;
  height: number;
}

const DEFAULT_SIZE = 19;
/** SGF writes points as letters a..z, A..Z. */
const MAX_SIZE = 52;

function sideLength(text: string | undefined): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= MAX_SIZE ? value : DEFAULT_SIZE;
}

/** The board's size from the root's SZ: "19" or "columns:rows"; 19 when missing or invalid. */
export function boardSize(root: SgfNode): BoardSize {
  const [width, height = width] = (property(root, 'SZ') ?? '').split(':');
  return { width: sideLength(width), height: sideLength(height) };
}

function points(node: SgfNode, key: string): Vertex[] {
  return (node.data[key] ?? []).flatMap((value) => parseCompressedVertices(value));
}

/** The node's move: B or W; an empty value, or a point off the board ("tt" on 19x19), is a pass. */
export function nodeMove(node: SgfNode, board: Pick<Board, 'has'>): Move | null {
  for (const [key, sign] of [
    ['B', 1],
    ['W', -1],
  ] as const) {
    const value = property(node, key);
    if (value === undefined) continue;
    const vertex = parseVertex(value);
    return { sign, vertex: board.has(vertex) ? vertex : null };
  }
  return null;
}

function applySetup(board: Board, node: SgfNode): void {
  for (const [key, sign] of [
    ['AE', 0],
    ['AB', 1],
    ['AW', -1],
  ] as const) {
    for (const vertex of points(node, key)) {
      if (board.has(vertex)) board.set(vertex, sign);
    }
  }
}

/**
 * Replays the nodes from the root (`path[0]`) on: setup stones (AE, AB, AW) first, then the
 * node's move with its captures. Moves are not checked for legality: the record is shown as is.
 */
export function replay(path: readonly SgfNode[]): Position {
  const size = path.length > 0 ? boardSize(path[0]) : { width: DEFAULT_SIZE, height: DEFAULT_SIZE };
  let board = Board.fromDimensions(size.width, size.height);
  let moveNumber = 0;
  let move: Move | null = null;
  for (const node of path) {
    applySetup(board, node);
    move = nodeMove(node, board);
    if (move === null) continue;
    if (move.vertex !== null) board = board.makeMove(move.sign, move.vertex);
    const numbered = Number(property(node, 'MN'));
    moveNumber = Number.isInteger(numbered) && numbered >= 0 ? numbered : moveNumber + 1;
  }
  return {
    board,
    moveNumber,
    move,
    captures: { black: board.getCaptures(1), white: board.getCaptures(-1) },
  };
}
