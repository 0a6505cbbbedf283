/** A point as @sabaki/go-board has it: x from the left, y from the top, both from 0. */
export type Point = [x: number, y: number];

/** GTP's column letters: no I. */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const VERTEX_PATTERN = /^([A-HJ-Z])([1-9]\d?)$/i;

/** A GTP vertex ('D4', row 1 at the bottom) or 'pass', either case; null when off the board or unreadable. */
export function parseVertex(text: string, size: number): Point | 'pass' | null {
  if (text.toLowerCase() === 'pass') return 'pass';
  const match = VERTEX_PATTERN.exec(text);
  if (!match) return null;
  const x = COLUMNS.indexOf(match[1].toUpperCase());
  const row = Number(match[2]);
  if (x >= size || row > size) return null;
  return [x, size - row];
}

export function formatVertex([x, y]: Point, size: number): string {
  return `${COLUMNS.charAt(x)}${size - y}`;
}

/** The board points of GTP vertices; passes and unreadable ones are left out. */
export function parsePoints(vertices: readonly string[], size: number): Point[] {
  return vertices
    .map((vertex) => parseVertex(vertex, size))
    .filter((point): point is Point => point !== null && point !== 'pass');
}

export function samePoint(a: Point, b: Point): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
