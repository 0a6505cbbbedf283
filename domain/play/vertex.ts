/** A point as @sabaki/go-board has it: x from the left, y from the top, both from 0. */
export type Point = [x: number, y: number];

/** GTP's column letters: no I. */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const VERTEX_PATTERN = /^([A-HJ-Z])([1-9]\d?)$/i;
/** a letter and a row number without leading zeros, nothing around them */
const COORDINATES_PATTERN = /^[A-Z][1-9]\d?$/i;

/**
 * Whether a text is written as a move is, strictly: a letter and a row number without leading
 * zeros ('D4', 'q16', 'I5', 'Z99'), or 'pass', in any case, with nothing around it (no spaces,
 * no zeros: ' E5' and 'E05' are not moves). Whether it names a point of the board is for
 * parseVertex and the game to say.
 */
export function isMoveText(text: string): boolean {
  return COORDINATES_PATTERN.test(text) || text.toLowerCase() === 'pass';
}

/** isMoveText without 'pass': the form of a point (a dead stone, a handicap stone). */
export function isPointText(text: string): boolean {
  return COORDINATES_PATTERN.test(text);
}

/**
 * A GTP vertex ('D4', row 1 at the bottom) or 'pass', either case and nothing around it; null
 * when off the board or unreadable (' D4', 'D04', 'I4').
 */
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
