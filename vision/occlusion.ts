import type { RgbaImage } from './types';

/**
 * Where a hand or a bowl covers the board, in a rectified board image with intersection (i, j) at
 * (cell + i * cell, cell + j * cell). A covered point is neither a stone (dark, or grey and not
 * dark) nor the board: it hides the crossing lines, or its colour is not the wood's (skin is redder
 * and paler, sleeves any colour). A point most of whose neighbours are covered is covered too.
 */
export function findOccluded(image: RgbaImage, size: number, cell: number): boolean[][] {
  const board = boardColour(image, size, cell);
  const greyBoard = board[1] < GREY_BOARD_SATURATION;
  const points = Array.from({ length: size }, (_, index) => cell + index * cell);
  const colours = points.map((y) =>
    points.map((x) => relativeTo(board, hsv(discRgb(image, x, y, 0.32 * cell)))),
  );
  const stones = colours.map((row) => row.map((colour) => isStone(colour, greyBoard)));
  const dips = points.map((y, j) =>
    points.map((x, i) => {
      const edges = { left: i === 0, right: i === size - 1, top: j === 0, bottom: j === size - 1 };
      return Math.max(0, lineDip(image, x, y, Math.round(0.36 * cell), edges));
    }),
  );
  const seen = linesSeen(dips, stones);
  const foreign = colours.map((row, j) =>
    row.map((colour, i) => !stones[j][i] && (!seen(dips[j][i]) || !isWood(colour, greyBoard))),
  );
  return foreign.map((row, j) =>
    row.map((covered, i) => covered || coveredNeighbours(foreign, i, j) >= 5),
  );
}

/**
 * Whether a point's lines show, against the board's own (a thin or slightly misplaced grid dips
 * less everywhere): a quarter of the points that are not stones show them at least as clearly as
 * `reference`, so a hand over most of the board still leaves one. On a board whose lines hardly
 * show at all, they tell nothing.
 */
function linesSeen(dips: number[][], stones: boolean[][]) {
  const open = dips.flatMap((row, j) => row.filter((_, i) => !stones[j][i])).sort((a, b) => a - b);
  const reference = open.length ? open[Math.floor(open.length * 0.75)] : 0;
  if (reference < FAINT_LINES) return () => true;
  return (dip: number) => dip >= HIDDEN_SHARE * reference;
}

/** Below this saturation (0-1) a board is grey (paper, a magnetic board): hue says nothing. */
const GREY_BOARD_SATURATION = 0.1;
/** A colour this much more saturated than a grey board is something else (skin, a sleeve). */
const GREY_BOARD_TINT = 0.12;
/** Lines this dark or less, over the wood's brightness, hardly show. */
const FAINT_LINES = 0.04;
/** A point whose lines are this share of the board's as dark, or less, has them hidden. */
const HIDDEN_SHARE = 0.35;

type Hsv = [hue: number, saturation: number, value: number];

/** A point's colour against the board's: hue difference in degrees, saturation and value ratios. */
interface RelativeColour {
  hue: number;
  saturation: number;
  value: number;
  /** the colour's own saturation (0-1), which a grey board's near-zero one cannot scale */
  rawSaturation: number;
  /** the board's saturation (0-1) */
  boardSaturation: number;
}

/**
 * A black stone is dark and nearly grey. Its greyness is judged by chroma (saturation × value)
 * rather than saturation alone: the saturation of a dark colour swings with a few levels of
 * tint (a crisp, noiseless black stone at a board's edge read 0.52 of the wood's), while its
 * chroma stays far below any coloured sleeve's.
 */
function isStone(colour: RelativeColour, greyBoard: boolean): boolean {
  const { saturation, value, rawSaturation } = colour;
  if (greyBoard) {
    return value < 0.55 ? rawSaturation < GREY_BLACK_MAX_SATURATION : isGreyBoardTint(colour);
  }
  const black = value < 0.55 && saturation * value < BLACK_MAX_CHROMA;
  const white = value > 0.55 && saturation < 0.3;
  return black || white;
}

/**
 * On a grey board a white stone has the board's own colour: only its hiding of the lines tells
 * it from the board (see line-cover.ts), so such a point is taken for a stone, not for a hand.
 */
const isGreyBoardTint = ({ rawSaturation, boardSaturation }: RelativeColour) =>
  rawSaturation < boardSaturation + GREY_BOARD_TINT;

/** the saturation below which a dark point on a grey board is a black stone */
const GREY_BLACK_MAX_SATURATION = 0.35;

/** the chroma, relative to the wood's, below which a dark point is a black stone */
const BLACK_MAX_CHROMA = 0.25;

/** Light and shadow change the wood's brightness and saturation, not its hue. */
function isWood(colour: RelativeColour, greyBoard: boolean): boolean {
  const { hue, saturation, value } = colour;
  if (greyBoard) return value > 0.3 && isGreyBoardTint(colour);
  return Math.abs(hue) < 4 && saturation > 0.3 && value > 0.3;
}

function relativeTo(board: Hsv, [hue, saturation, value]: Hsv): RelativeColour {
  const turn = (((hue - board[0]) % 360) + 540) % 360;
  return {
    hue: turn - 180,
    saturation: saturation / Math.max(0.01, board[1]),
    value: value / Math.max(1, board[2]),
    rawSaturation: saturation,
    boardSaturation: board[1],
  };
}

/** The board's colour: the median over the centres of the squares, which no stone covers. */
function boardColour(image: RgbaImage, size: number, cell: number): Hsv {
  const squares: Hsv[] = [];
  for (let j = 0; j < size - 1; j++) {
    for (let i = 0; i < size - 1; i++) {
      squares.push(hsv(discRgb(image, cell * (1.5 + i), cell * (1.5 + j), cell / 7)));
    }
  }
  const median = (k: number) => squares.map((c) => c[k]).sort((a, b) => a - b)[squares.length >> 1];
  return [median(0), median(1), median(2)];
}

function discRgb(image: RgbaImage, cx: number, cy: number, radius: number) {
  const { width, height, data } = image;
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(height - 1, cy + radius); y++) {
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(width - 1, cx + radius); x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 > radius * radius) continue;
      const p = (y * width + x) * 4;
      sum[0] += data[p];
      sum[1] += data[p + 1];
      sum[2] += data[p + 2];
      count++;
    }
  }
  return sum.map((value) => value / Math.max(1, count)) as [number, number, number];
}

function hsv([r, g, b]: [number, number, number]): Hsv {
  const max = Math.max(r, g, b);
  const range = max - Math.min(r, g, b);
  let hue = 0;
  if (range > 0) {
    if (max === r) hue = ((g - b) / range + 6) % 6;
    else if (max === g) hue = (b - r) / range + 2;
    else hue = (r - g) / range + 4;
  }
  return [hue * 60, max ? range / max : 0, max];
}

/**
 * How much darker the lines through a point are than the wood beside them (0.1 to 0.3 on an empty
 * point; about 0 where something hides them). Arms off the board's edge are left out.
 */
function lineDip(
  image: RgbaImage,
  cx: number,
  cy: number,
  radius: number,
  edge: { left: boolean; right: boolean; top: boolean; bottom: boolean },
): number {
  const { width, height, data } = image;
  let onLines = 0;
  let onCount = 0;
  let beside = 0;
  let besideCount = 0;
  for (let dy = -radius; dy <= radius; dy++) {
    if ((edge.top && dy < 0) || (edge.bottom && dy > 0)) continue;
    for (let dx = -radius; dx <= radius; dx++) {
      if ((edge.left && dx < 0) || (edge.right && dx > 0)) continue;
      const [x, y] = [Math.round(cx) + dx, Math.round(cy) + dy];
      if (dx * dx + dy * dy > radius * radius || x < 0 || y < 0 || x >= width || y >= height) {
        continue;
      }
      const p = (y * width + x) * 4;
      const grey = (data[p] * 77 + data[p + 1] * 150 + data[p + 2] * 29) >> 8;
      const [ax, ay] = [Math.abs(dx), Math.abs(dy)];
      if (ax <= 1 || ay <= 1) {
        onLines += grey;
        onCount++;
      } else if (ax >= 4 && ay >= 4) {
        beside += grey;
        besideCount++;
      }
    }
  }
  if (!onCount || !besideCount || beside === 0) return 0;
  const wood = beside / besideCount;
  return (wood - onLines / onCount) / wood;
}

function coveredNeighbours(covered: boolean[][], i: number, j: number): number {
  let count = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx || dy) && covered[j + dy]?.[i + dx]) count++;
    }
  }
  return count;
}
