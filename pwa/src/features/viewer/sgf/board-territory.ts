import { parseCompressedVertices, type Vertex } from '@sabaki/sgf';
import type { SgfNode } from './game-tree';
import type { BoardSize } from './replay';

export interface BoardTerritory {
  /** 1 black's, -1 white's, 0 nobody's; undefined when the node marks no territory */
  paintMap: (0 | 1 | -1)[][] | undefined;
  /** the stones standing in the other colour's territory: the dead ones the count took off */
  dead: Vertex[];
}

/** The territory a node marks (TB, TW: a counted game's last node) and the dead stones in it. */
export function boardTerritory(
  size: BoardSize,
  node: SgfNode,
  signMap: readonly (readonly number[])[],
): BoardTerritory {
  const marks: Array<[string, 1 | -1]> = [
    ['TB', 1],
    ['TW', -1],
  ];
  if (!marks.some(([key]) => node.data[key]?.length)) return { paintMap: undefined, dead: [] };
  const paintMap = Array.from({ length: size.height }, () =>
    Array.from({ length: size.width }, (): 0 | 1 | -1 => 0),
  );
  const dead: Vertex[] = [];
  for (const [key, owner] of marks) {
    for (const value of node.data[key] ?? []) {
      for (const [x, y] of parseCompressedVertices(value)) {
        if (x < 0 || y < 0 || x >= size.width || y >= size.height) continue;
        paintMap[y][x] = owner;
        if (signMap[y]?.[x] === -owner) dead.push([x, y]);
      }
    }
  }
  return { paintMap, dead };
}
