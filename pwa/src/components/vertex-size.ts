/** Shudan's board is (columns + 2 coordinates + its border of 0.15 on each side) points wide. */
const FRAME = 2.3;
const MIN_VERTEX = 8;

/** The size of a point (px) that fits the board in `width` pixels, and as many high. */
export function vertexSizeFor(width: number, columns: number, rows: number): number {
  return Math.max(MIN_VERTEX, Math.floor(width / (Math.max(columns, rows) + FRAME)));
}
