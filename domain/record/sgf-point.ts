import { parseVertex } from '../play/vertex';

const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** SGF's two letters of a point, x from the left and y from the top, from 0: [2, 3] is 'cd'. */
export function sgfPoint([x, y]: readonly [number, number]): string {
  return `${SGF_LETTERS[x]}${SGF_LETTERS[y]}`;
}

/** SGF's two letters of a GTP vertex ('D4') on a board of `size`; '' for a pass or no point. */
export function sgfPointOfVertex(vertex: string, size: number): string {
  const point = parseVertex(vertex, size);
  return point === null || point === 'pass' ? '' : sgfPoint(point);
}
