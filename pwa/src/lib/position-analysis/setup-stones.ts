import type { SetupStones } from '@domain/play/position';
import { formatVertex } from '@domain/play/vertex';
import type { BoardPosition } from './types';

/** A position's stones as GTP vertices (sorted) and who moves: a game's setup (SGF AB/AW, PL). */
export function setupStonesOf(position: BoardPosition): SetupStones {
  const black: string[] = [];
  const white: string[] = [];
  position.signs.forEach((row, y) =>
    row.forEach((sign, x) => {
      if (sign === 1) black.push(formatVertex([x, y], position.boardSize));
      if (sign === -1) white.push(formatVertex([x, y], position.boardSize));
    }),
  );
  return {
    black: black.sort(),
    white: white.sort(),
    toMove: position.toPlay === 'B' ? 'black' : 'white',
  };
}
