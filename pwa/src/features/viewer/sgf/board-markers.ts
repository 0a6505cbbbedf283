import type { Marker } from '@sabaki/shudan';
import { parseCompressedVertices, parseVertex, type Vertex } from '@sabaki/sgf';
import type { SgfNode } from './game-tree';
import { nodeMove, type BoardSize, type Move } from './replay';

export type MarkerMap = (Marker | null)[][];

const MARKUP: ReadonlyArray<[string, NonNullable<Marker['type']>]> = [
  ['CR', 'circle'],
  ['TR', 'triangle'],
  ['SQ', 'square'],
  ['MA', 'cross'],
];

/** A variation's letter: A, B, ... Z, then numbers. */
export function variationLabel(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

function onBoard(size: BoardSize, [x, y]: Vertex): boolean {
  return x >= 0 && y >= 0 && x < size.width && y < size.height;
}

/**
 * What the board marks: the node's own markup (CR, TR, SQ, MA, LB), the last move (a dot where
 * there is no markup) and the variations that may follow, lettered as in the list.
 */
export function markerMap(
  size: BoardSize,
  node: SgfNode,
  move: Move | null,
  variations: readonly SgfNode[],
): MarkerMap {
  const map: MarkerMap = Array.from({ length: size.height }, () =>
    Array.from({ length: size.width }, () => null),
  );
  const mark = (vertex: Vertex, marker: Marker) => {
    if (onBoard(size, vertex)) map[vertex[1]][vertex[0]] = marker;
  };
  if (move?.vertex) mark(move.vertex, { type: 'point' });
  for (const [key, type] of MARKUP) {
    for (const value of node.data[key] ?? []) {
      for (const vertex of parseCompressedVertices(value)) mark(vertex, { type });
    }
  }
  for (const value of node.data.LB ?? []) {
    const split = value.indexOf(':');
    if (split < 0) continue;
    mark(parseVertex(value.slice(0, split)), { type: 'label', label: value.slice(split + 1) });
  }
  const board = { has: (vertex: Vertex) => onBoard(size, vertex) };
  variations.forEach((child, index) => {
    const next = nodeMove(child, board);
    if (next?.vertex) mark(next.vertex, { type: 'label', label: variationLabel(index) });
  });
  return map;
}
