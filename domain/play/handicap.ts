import type { BoardSize, PlayColour } from './types';

/** The star point lines (1-based, as GTP counts) of each size: low, middle, high. */
const LINES: Record<BoardSize, [number, number, number]> = {
  9: [3, 5, 7],
  13: [4, 7, 10],
  19: [4, 10, 16],
};

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

/**
 * The GTP fixed_handicap stones (GTP 2.0, section 4.1.1), in the spec's order: the four corners
 * (lower left, upper right, upper left, lower right), then the centre for an odd count of 5 or 7,
 * the left and right sides from 6, the lower and upper sides for 8 and 9, the centre last for 9.
 * 0 or 1 stones: none. Throws a RangeError for any other count outside 2..9.
 */
export function handicapStones(size: BoardSize, count: number): string[] {
  if (count === 0 || count === 1) return [];
  if (!Number.isInteger(count) || count < 2 || count > 9) {
    throw new RangeError(`No fixed handicap of ${count} stones`);
  }
  const [low, mid, high] = LINES[size];
  const at = (column: number, row: number) => `${COLUMNS.charAt(column - 1)}${row}`;
  const corners = [at(low, low), at(high, high), at(low, high), at(high, low)];
  const centre = at(mid, mid);
  const leftRight = [at(low, mid), at(high, mid)];
  const bottomTop = [at(mid, low), at(mid, high)];
  const layouts: Record<number, string[]> = {
    2: corners.slice(0, 2),
    3: corners.slice(0, 3),
    4: corners,
    5: [...corners, centre],
    6: [...corners, ...leftRight],
    7: [...corners, ...leftRight, centre],
    8: [...corners, ...leftRight, ...bottomTop],
    9: [...corners, ...leftRight, ...bottomTop, centre],
  };
  return layouts[count];
}

/** Who plays first: Black, or White when handicap stones are on the board. */
export function firstToMove(handicapStoneCount: number): PlayColour {
  return handicapStoneCount > 0 ? 'white' : 'black';
}

/** Who plays the move at `index` (0-based): the first mover, then each in turn. */
export function colourOfMoveAt(index: number, handicapStoneCount: number): PlayColour {
  const first = firstToMove(handicapStoneCount);
  return index % 2 === 0 ? first : first === 'black' ? 'white' : 'black';
}
