import Board from '@sabaki/go-board';
import { broadcastHandicapStones, colourOfMove } from '@domain/broadcast/board-moves';
import type { BoardSize } from '@domain/play/types';
import { parseVertex, type Point } from '@domain/play/vertex';

/** What a board's replay needs. */
export interface BoardLine {
  boardSize: BoardSize;
  handicap: number;
  moves: readonly string[];
}

/** The board after some moves. */
export interface BoardPosition {
  signMap: Board.SignMap;
  /** stones taken by each colour so far */
  captures: { black: number; white: number };
  /** the last move's point; null at the start or after a pass */
  lastMove: Point | null;
  /** moves played (passes too) */
  moveNumber: number;
}

function at(board: Board, lastMove: Point | null, moveNumber: number): BoardPosition {
  return {
    signMap: board.signMap,
    captures: { black: board.getCaptures(1), white: board.getCaptures(-1) },
    lastMove,
    moveNumber,
  };
}

/**
 * Every position of the board: [0] with only the handicap stones, [n] after n moves. A move the
 * board can't read is shown as a pass (the API checks the moves; this only draws them).
 */
export function replayBoard(line: BoardLine): BoardPosition[] {
  let board = Board.fromDimensions(line.boardSize);
  for (const stone of broadcastHandicapStones(line.boardSize, line.handicap)) {
    const point = parseVertex(stone, line.boardSize);
    if (point !== null && point !== 'pass') board.set(point, 1);
  }
  const positions = [at(board, null, 0)];
  line.moves.forEach((move, index) => {
    const point = parseVertex(move, line.boardSize);
    const sign = colourOfMove(line.handicap, index + 1) === 'black' ? 1 : -1;
    const onBoard = point !== null && point !== 'pass' ? point : null;
    if (onBoard) board = board.makeMove(sign, onBoard);
    positions.push(at(board, onBoard, index + 1));
  });
  return positions;
}

/** The position after every move of the board (the small live boards). */
export function finalPosition(line: BoardLine): BoardPosition {
  const positions = replayBoard(line);
  return positions[positions.length - 1];
}
