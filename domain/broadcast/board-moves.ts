import { colourOfMoveAt, handicapStones } from '../play/handicap';
import { playMove, startPosition, type Position } from '../play/position';
import type { BoardSize } from '../play/types';
import { parseVertex, formatVertex } from '../play/vertex';

/** What a broadcast board needs to judge a move. */
export interface BoardLine {
  boardSize: BoardSize;
  handicap: number;
  /** GTP vertices or 'pass'; moves[i] has seq i + 1 */
  moves: readonly string[];
}

/** The reasons a move, an undo or a result is refused (409), as the API answers them. */
export const BROADCAST_REFUSALS = {
  gap: (expected: number, got: number) =>
    `Move ${got} is out of sequence: the next move is ${expected}`,
  conflict: (seq: number, recorded: string) =>
    `Move ${seq} is already recorded as ${recorded}: undo it first to correct it`,
  illegal: (seq: number, move: string, reason: string) =>
    `Move ${seq} (${move}) is illegal: ${reason}`,
  undoNotLast: (seq: number, last: number) =>
    `Only the last move can be undone: move ${seq} is not the last (${last})`,
  finished: 'The board is finished: clear its result first',
  tooLong: (limit: number) => `A board holds at most ${limit} moves`,
  relayed: 'The board is relayed from its source: its moves cannot be entered by hand',
} as const;

export type MoveCheck =
  | { kind: 'append'; move: string }
  /** the seq is already played with the same move: a resend, nothing to do */
  | { kind: 'duplicate' }
  | { kind: 'refused'; reason: string };

/** Broadcasts record real games: only what no rule set allows is refused (Japanese: cycles pass). */
const RULES = 'japanese';

/** Black's fixed handicap stones; 0 and 1 place none. */
export function broadcastHandicapStones(size: BoardSize, handicap: number): string[] {
  return handicap >= 2 && handicap <= 9 ? handicapStones(size, handicap) : [];
}

/** The position after the board's moves, or the first move that cannot be played. */
export function positionOf(
  line: BoardLine,
): { position: Position } | { badMove: number; reason: string } {
  let position = startPosition(
    line.boardSize,
    broadcastHandicapStones(line.boardSize, line.handicap),
  );
  for (let index = 0; index < line.moves.length; index++) {
    const result = playMove(position, RULES, line.moves[index]);
    if (!result.ok) return { badMove: index + 1, reason: result.reason };
    position = result.position;
  }
  return { position };
}

/** The move in its one spelling: upper-case GTP, or 'pass'; null when not a point of the board. */
export function normaliseMove(move: string, size: number): string | null {
  const point = parseVertex(move, size);
  if (point === null) return null;
  return point === 'pass' ? 'pass' : formatVertex(point, size);
}

/**
 * Judges move `seq` for the board: the next seq is appended when legal; a seq already played
 * with the same move is a duplicate (a resend never plays twice); any other seq is refused with
 * the reason.
 */
export function checkMove(line: BoardLine, seq: number, move: string, maxMoves: number): MoveCheck {
  const next = line.moves.length + 1;
  const normal = normaliseMove(move, line.boardSize);
  if (seq < next) {
    const recorded = line.moves[seq - 1];
    if (normal !== null && recorded === normal) return { kind: 'duplicate' };
    return { kind: 'refused', reason: BROADCAST_REFUSALS.conflict(seq, recorded) };
  }
  if (seq > next) return { kind: 'refused', reason: BROADCAST_REFUSALS.gap(next, seq) };
  if (normal === null) {
    return {
      kind: 'refused',
      reason: BROADCAST_REFUSALS.illegal(seq, move, 'Invalid coordinates'),
    };
  }
  if (seq > maxMoves) return { kind: 'refused', reason: BROADCAST_REFUSALS.tooLong(maxMoves) };
  const before = positionOf(line);
  if (!('position' in before)) {
    return {
      kind: 'refused',
      reason: BROADCAST_REFUSALS.illegal(
        before.badMove,
        line.moves[before.badMove - 1],
        before.reason,
      ),
    };
  }
  const result = playMove(before.position, RULES, normal);
  if (!result.ok)
    return { kind: 'refused', reason: BROADCAST_REFUSALS.illegal(seq, normal, result.reason) };
  return { kind: 'append', move: normal };
}

/** Whose move `seq` is: black first, white first after a handicap of two or more. */
export function colourOfMove(handicap: number, seq: number): 'black' | 'white' {
  return colourOfMoveAt(seq - 1, handicap >= 2 ? handicap : 0);
}
