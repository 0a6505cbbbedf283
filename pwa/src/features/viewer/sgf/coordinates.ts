import type { Vertex } from '@sabaki/sgf';

/** Column letters as boards print them: A to Z without I. */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The column's letter as the board shows it (the last letter repeats past Z, as Shudan does). */
export function columnName(x: number): string {
  return COLUMNS[x] ?? COLUMNS[COLUMNS.length - 1];
}

/** A point as the board's coordinates name it: "D4" is the fourth row from the bottom. */
export function pointName([x, y]: Vertex, height: number): string {
  return `${columnName(x)}${height - y}`;
}
