import { parse, parseVertex as parseSgfPoint, type NodeObject } from '@sabaki/sgf';
import { BROADCAST_REFUSALS, normaliseResult, positionOf } from '@domain/broadcast';
import { sgfSizeProblem } from '@domain/sgf/sgf-shape';
import type { BoardSize } from '@domain/play/types';
import { BROADCAST_MAX_MOVES } from '@sync/contract/broadcasts';
import { formatVertex } from '@domain/play/vertex';

/** What a polled SGF file says of its game: the main line's moves (GTP or 'pass') and RE. */
export interface SgfMainLine {
  moves: string[];
  /** RE normalised (B+R, W+3.5, Draw...); null when absent or unreadable ('?', '') */
  result: string | null;
}

/** Why a polled answer is not a game for the board; the message is stored as the source's error. */
export class SgfLineError extends Error {}

export const SGF_LINE_ERRORS = {
  notSgf: 'The answer is not an SGF record',
  cutShort: 'The record is cut short',
  syntax: (detail: string) => `The answer is not a readable SGF record: ${detail}`,
  tooLarge: (detail: string) => `The record is too large: ${detail}`,
  notGo: (game: string) => `The record is not a Go game (GM[${game}])`,
  size: (record: string, board: number) =>
    `The record is for a ${record}x${record} board, the board is ${board}x${board}`,
  offBoard: (seq: number, value: string, board: number) =>
    `Move ${seq} (${value}) is not a point of the ${board}x${board} board`,
} as const;

/** A move's value as GTP: '' and, up to 19x19, 'tt' are passes. */
function gtpOf(value: string, size: number, seq: number): string {
  const trimmed = value.trim();
  if (trimmed === '' || (trimmed === 'tt' && size <= 19)) return 'pass';
  const [x, y] = parseSgfPoint(trimmed);
  if (!(x >= 0 && y >= 0 && x < size && y < size)) {
    throw new SgfLineError(SGF_LINE_ERRORS.offBoard(seq, value, size));
  }
  return formatVertex([x, y], size);
}

function firstTree(text: string, maxNodes: number): NodeObject {
  const trimmed = text.trim();
  if (!trimmed.startsWith('(')) throw new SgfLineError(SGF_LINE_ERRORS.notSgf);
  // a relay program's file read while it is written
  if (!trimmed.endsWith(')')) throw new SgfLineError(SGF_LINE_ERRORS.cutShort);
  const tooLarge = sgfSizeProblem(trimmed, maxNodes);
  if (tooLarge !== null) throw new SgfLineError(SGF_LINE_ERRORS.tooLarge(tooLarge));
  let trees: NodeObject[];
  try {
    trees = parse(trimmed);
  } catch (error) {
    throw new SgfLineError(SGF_LINE_ERRORS.syntax((error as Error).message));
  }
  const [root] = trees;
  if (!root || Object.keys(root.data).length === 0) {
    throw new SgfLineError(SGF_LINE_ERRORS.notSgf);
  }
  return root;
}

/**
 * The main line (each node's first child) of the file's first game tree, for a board of this
 * size: its B and W moves in order, and its RE (the last one on the line). Set-up stones (AB,
 * handicap) are the board's own settings and are not read. A file of more than `maxNodes` nodes
 * (SGF_MAX_NODES) is refused before it is parsed.
 */
export function readSgfMainLine(text: string, boardSize: number, maxNodes: number): SgfMainLine {
  const root = firstTree(text, maxNodes);
  const game = root.data.GM?.[0]?.trim() ?? '1';
  if (game !== '1') throw new SgfLineError(SGF_LINE_ERRORS.notGo(game));
  const size = root.data.SZ?.[0]?.trim() ?? '19';
  if (size !== String(boardSize)) throw new SgfLineError(SGF_LINE_ERRORS.size(size, boardSize));
  const moves: string[] = [];
  let result: string | null = null;
  for (let node: NodeObject | undefined = root; node; node = node.children[0]) {
    const value = node.data.B?.[0] ?? node.data.W?.[0];
    if (value !== undefined) moves.push(gtpOf(value, boardSize, moves.length + 1));
    const re = node.data.RE?.[0];
    if (re !== undefined) result = normaliseResult(re);
  }
  return { moves, result };
}

/**
 * Why the board cannot follow the whole line (it follows the part before): a move no rule allows
 * there, or more moves than a board holds; null when it can.
 */
export function lineProblem(
  board: { boardSize: number; handicap: number },
  moves: readonly string[],
): string | null {
  if (moves.length > BROADCAST_MAX_MOVES) return BROADCAST_REFUSALS.tooLong(BROADCAST_MAX_MOVES);
  const replay = positionOf({
    boardSize: board.boardSize as BoardSize,
    handicap: board.handicap,
    moves,
  });
  if ('position' in replay) return null;
  return BROADCAST_REFUSALS.illegal(replay.badMove, moves[replay.badMove - 1], replay.reason);
}
