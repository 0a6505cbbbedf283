import Board from '@sabaki/go-board';
import type { Position } from './position';
import { formatVertex, parseVertex } from './vertex';

/** GTP vertices in upper case, each once, in the order of Array.prototype.sort. */
function normalised(vertices: string[], size: number): string[] {
  const points = vertices.flatMap((vertex) => {
    const point = parseVertex(vertex, size);
    return point === null || point === 'pass' ? [] : [formatVertex(point, size)];
  });
  return [...new Set(points)].sort();
}

/**
 * Marks or unmarks the whole chain at the vertex as dead: the chain leaves the list when any of its
 * stones is in it, else joins it. An empty point or an unreadable vertex leaves the list as it is;
 * otherwise the answer is in upper case, sorted (Array.prototype.sort) and without repeats.
 */
export function toggleDead(p: Position, dead: string[], vertex: string): string[] {
  const point = parseVertex(vertex, p.size);
  if (point === null || point === 'pass' || p.signMap[point[1]][point[0]] === 0) return dead;
  const board = new Board(p.signMap.map((row) => [...row]) as Board.SignMap);
  const chain = board.getChain(point).map((stone) => formatVertex(stone, p.size));
  const marked = normalised(dead, p.size);
  if (chain.some((stone) => marked.includes(stone))) {
    return marked.filter((stone) => !chain.includes(stone));
  }
  return normalised([...marked, ...chain], p.size);
}
