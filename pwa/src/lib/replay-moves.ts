import Board from '@sabaki/go-board';
import type { Marker } from '@sabaki/shudan';
import { colourOfMoveAt } from '@domain/play/handicap';
import type { PlayColour } from '@domain/play/types';
import { parseVertex, type Point } from '@domain/play/vertex';

/** What a replay for display needs: a live game's or a broadcast board's moves. */
export interface MoveLine {
  boardSize: number;
  /** black's stones before the first move (GTP vertices) */
  handicapStones: readonly string[];
  /** GTP vertices or 'pass' */
  moves: readonly string[];
}

/** The board after some moves, as it is shown. */
export interface ShownPosition {
  signMap: Board.SignMap;
  /** stones taken by each colour so far */
  captures: { black: number; white: number };
  /** the last move's point; null at the start or after a pass */
  lastMove: Point | null;
  /** moves played (passes too) */
  moveNumber: number;
}

/** Who plays the move at `index` (0-based): black first, white first after handicap stones. */
export function colourOfMove(line: Pick<MoveLine, 'handicapStones'>, index: number): PlayColour {
  return colourOfMoveAt(index, line.handicapStones.length);
}

function at(board: Board, lastMove: Point | null, moveNumber: number): ShownPosition {
  return {
    signMap: board.signMap,
    captures: { black: board.getCaptures(1), white: board.getCaptures(-1) },
    lastMove,
    moveNumber,
  };
}

/**
 * Every position of the moves: [0] with only the handicap stones, [n] after n moves. A move the
 * board can't read is shown as a pass; legality is not checked (the API checks the moves, this
 * only draws them).
 */
export function replayMoves(line: MoveLine): ShownPosition[] {
  let board = Board.fromDimensions(line.boardSize);
  for (const stone of line.handicapStones) {
    const point = parseVertex(stone, line.boardSize);
    if (point !== null && point !== 'pass') board.set(point, 1);
  }
  const positions = [at(board, null, 0)];
  line.moves.forEach((move, index) => {
    const point = parseVertex(move, line.boardSize);
    const sign = colourOfMove(line, index) === 'black' ? 1 : -1;
    const onBoard = point !== null && point !== 'pass' ? point : null;
    if (onBoard) board = board.makeMove(sign, onBoard);
    positions.push(at(board, onBoard, index + 1));
  });
  return positions;
}

/** Shudan's markers of a position: `marker` on the last move's stone. */
export function lastMoveMarkers(
  position: Pick<ShownPosition, 'signMap' | 'lastMove'>,
  marker: Marker = { type: 'circle' },
): (Marker | null)[][] {
  const map: (Marker | null)[][] = position.signMap.map((row) => row.map(() => null));
  if (position.lastMove) map[position.lastMove[1]][position.lastMove[0]] = marker;
  return map;
}
