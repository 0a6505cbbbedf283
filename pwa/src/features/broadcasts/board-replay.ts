import { broadcastHandicapStones } from '@domain/broadcast/board-moves';
import type { BoardSize } from '@domain/play/types';
import { replayMoves, type ShownPosition } from '@pwa/lib/replay-moves';

/** What a board's replay needs. */
export interface BoardLine {
  boardSize: BoardSize;
  handicap: number;
  moves: readonly string[];
}

/** Every position of the board (lib/replay-moves.ts), its handicap as black's fixed stones. */
export function replayBoard({ boardSize, handicap, moves }: BoardLine): ShownPosition[] {
  return replayMoves({
    boardSize,
    handicapStones: broadcastHandicapStones(boardSize, handicap),
    moves,
  });
}

/** The position after every move of the board (the small live boards). */
export function finalPosition(line: BoardLine): ShownPosition {
  const positions = replayBoard(line);
  return positions[positions.length - 1];
}
