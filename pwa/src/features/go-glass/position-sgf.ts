import { gameRecordSgf } from '@domain/record/game-record';
import { sgfPoint } from '@domain/record/sgf-point';
import type { BoardPosition } from '@pwa/lib/position-analysis/types';

/**
 * A position as an SGF record of one node: its size, komi, who plays next and the stones as
 * setup (AB, AW). The grid is [y][x] from the top left, as SGF's points are.
 */
export function positionSgf(position: BoardPosition): string {
  const black: string[] = [];
  const white: string[] = [];
  position.signs.forEach((row, y) =>
    row.forEach((sign, x) => {
      if (sign === 1) black.push(sgfPoint([x, y]));
      else if (sign === -1) white.push(sgfPoint([x, y]));
    }),
  );
  const root: Record<string, string[]> = {
    SZ: [String(position.boardSize)],
    KM: [String(position.komi)],
    PL: [position.toPlay],
  };
  if (black.length) root.AB = black;
  if (white.length) root.AW = white;
  return gameRecordSgf({ root, moves: [] });
}
