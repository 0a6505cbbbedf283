import Board from '@sabaki/go-board';
import { colourOfMoveAt } from '@domain/play/handicap';
import { parseVertex, type Point } from '@domain/play/vertex';
import type { Colour } from '@sync/contract/play';

/** The board after some moves of a live game. */
export interface PlayPosition {
  signMap: Board.SignMap;
  /** stones taken by each colour so far */
  captures: { black: number; white: number };
  /** the last move's point; null at the start or after a pass */
  lastMove: Point | null;
  /** moves played (passes too) */
  moveNumber: number;
}

export interface GameRecord {
  boardSize: number;
  handicapStones: readonly string[];
  moves: readonly string[];
}

/** Who plays the move at `index` (0-based): black first, white first after handicap stones. */
export function colourOfMove(record: Pick<GameRecord, 'handicapStones'>, index: number): Colour {
  return colourOfMoveAt(index, record.handicapStones.length);
}

/** Every position of the game: [0] with only the handicap stones, [n] after n moves. */
export function replayGame(record: GameRecord): PlayPosition[] {
  let board = Board.fromDimensions(record.boardSize);
  for (const stone of record.handicapStones) {
    const point = parseVertex(stone, record.boardSize);
    if (point !== null && point !== 'pass') board.set(point, 1);
  }
  const positions: PlayPosition[] = [at(board, null, 0)];
  record.moves.forEach((move, index) => {
    const point = parseVertex(move, record.boardSize);
    const sign = colourOfMove(record, index) === 'black' ? 1 : -1;
    if (point !== null && point !== 'pass') board = board.makeMove(sign, point);
    positions.push(at(board, point === 'pass' ? null : point, index + 1));
  });
  return positions;
}

function at(board: Board, lastMove: Point | null, moveNumber: number): PlayPosition {
  return {
    signMap: board.signMap,
    captures: { black: board.getCaptures(1), white: board.getCaptures(-1) },
    lastMove,
    moveNumber,
  };
}
