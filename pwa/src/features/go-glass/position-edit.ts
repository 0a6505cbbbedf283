import type { BoardSize, StoneSign } from '@vision/types';

/** An empty board's signs, [y][x]. */
export function emptySigns(size: BoardSize): StoneSign[][] {
  return Array.from({ length: size }, () => Array<StoneSign>(size).fill(0));
}

/** A correction's cycle: empty, black, white, empty. */
export function nextSign(sign: StoneSign): StoneSign {
  return sign === 0 ? 1 : sign === 1 ? -1 : 0;
}

/** The signs with the point at (x, y) cycled to its next sign; a new grid, the old one untouched. */
export function cyclePoint(signs: StoneSign[][], x: number, y: number): StoneSign[][] {
  return signs.map((row, rowY) =>
    rowY === y ? row.map((sign, columnX) => (columnX === x ? nextSign(sign) : sign)) : row,
  );
}

export function stoneCounts(signs: StoneSign[][]): { black: number; white: number } {
  let black = 0;
  let white = 0;
  for (const row of signs) {
    for (const sign of row) {
      if (sign === 1) black++;
      else if (sign === -1) white++;
    }
  }
  return { black, white };
}

/**
 * Whose turn a position most likely is: Black moves first, so with as many black stones as
 * white ones it is Black's turn, with more black stones White's. (Captures and handicap stones
 * make it a guess; the user can change it.)
 */
export function guessToPlay(signs: StoneSign[][]): 'B' | 'W' {
  const { black, white } = stoneCounts(signs);
  return black > white ? 'W' : 'B';
}

/** Signs with the points the recognition was unsure of, still to be confirmed. */
export interface MarkedSigns {
  signs: StoneSign[][];
  /** true where the user has yet to confirm the point; null when nothing was read (set by hand) */
  doubtful: boolean[][] | null;
}

/**
 * A tap (or Space) on a point: a point still to confirm is confirmed as read (its mark goes,
 * its sign stays); any other point cycles to its next sign.
 */
export function touchPoint({ signs, doubtful }: MarkedSigns, x: number, y: number): MarkedSigns {
  if (doubtful?.[y]?.[x]) {
    const confirmed = doubtful.map((row, rowY) =>
      rowY === y ? row.map((flag, columnX) => (columnX === x ? false : flag)) : row,
    );
    return { signs, doubtful: confirmed };
  }
  return { signs: cyclePoint(signs, x, y), doubtful };
}

/** How many points are still to confirm. */
export function pointsToConfirm(doubtful: boolean[][] | null): number {
  return doubtful?.flat().filter(Boolean).length ?? 0;
}
