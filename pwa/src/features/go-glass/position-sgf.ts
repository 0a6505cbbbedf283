import { stringify, type NodeObject } from '@sabaki/sgf';
import type { BoardPosition } from '@pwa/lib/position-analysis/types';

const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A position as an SGF record of one node: its size, komi, who plays next and the stones as
 * setup (AB, AW). The grid is [y][x] from the top left, as SGF's points are.
 */
export function positionSgf(position: BoardPosition): string {
  const black: string[] = [];
  const white: string[] = [];
  position.signs.forEach((row, y) =>
    row.forEach((sign, x) => {
      const point = `${SGF_LETTERS[x]}${SGF_LETTERS[y]}`;
      if (sign === 1) black.push(point);
      else if (sign === -1) white.push(point);
    }),
  );
  const data: Record<string, string[]> = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: ['go-federation:1'],
    SZ: [String(position.boardSize)],
    KM: [String(position.komi)],
    PL: [position.toPlay],
  };
  if (black.length) data.AB = black;
  if (white.length) data.AW = white;
  const root: NodeObject = { id: 0, data, parentId: null, children: [] };
  // an array: the game tree in its parentheses
  return stringify([root]);
}
