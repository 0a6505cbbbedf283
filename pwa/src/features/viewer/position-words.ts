import type Board from '@sabaki/go-board';
import { pointName } from './sgf/coordinates';

/** The points of each colour's stones as the board's coordinates name them, column by column. */
export function stonePoints(board: Board): { black: string[]; white: string[] } {
  const black: string[] = [];
  const white: string[] = [];
  for (let x = 0; x < board.width; x += 1) {
    for (let y = board.height - 1; y >= 0; y -= 1) {
      const sign = board.get([x, y]);
      if (sign === 1) black.push(pointName([x, y], board.height));
      else if (sign === -1) white.push(pointName([x, y], board.height));
    }
  }
  return { black, white };
}
