import type { StoneSign } from './types';

/** Colour measurements around every intersection of a rectified board image. */
export interface PointSamples {
  /** mean brightness of a disc on the point, over the local board brightness */
  brightness: number;
  /** mean saturation of the disc over the local board's saturation */
  saturation: number;
  /** how much the disc's brightness varies (lines, a stone's rim, a hand's edge) */
  spread: number;
  /** local board brightness 0..255 */
  boardBrightness: number;
}

/** A rectified board: grey and saturation planes, rows of `width` bytes. */
export interface Planes {
  width: number;
  height: number;
  grey: Uint8Array;
  saturation: Uint8Array;
}

function discMean(
  plane: Uint8Array,
  width: number,
  height: number,
  cx: number,
  cy: number,
  radius: number,
): { mean: number; spread: number } {
  let sum = 0;
  let squares = 0;
  let count = 0;
  const r2 = radius * radius;
  const x0 = Math.max(0, Math.floor(cx - radius));
  const x1 = Math.min(width - 1, Math.ceil(cx + radius));
  const y0 = Math.max(0, Math.floor(cy - radius));
  const y1 = Math.min(height - 1, Math.ceil(cy + radius));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 > r2) continue;
      const value = plane[y * width + x];
      sum += value;
      squares += value * value;
      count++;
    }
  }
  if (count === 0) return { mean: 0, spread: 0 };
  const mean = sum / count;
  return { mean, spread: Math.sqrt(Math.max(0, squares / count - mean * mean)) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Samples every intersection at xs[i], ys[j] (pixels of the rectified planes): a disc on the point
 * against the board between points (the centres of the four squares around it, which no stone
 * covers), so uneven light cancels out.
 */
export function samplePoints(planes: Planes, xs: number[], ys: number[]): PointSamples[][] {
  const step = Math.min(xs[1] - xs[0], ys[1] - ys[0]);
  const { width, height, grey, saturation } = planes;
  const stoneRadius = 0.3 * step;
  const boardRadius = 0.12 * step;
  return ys.map((y, j) =>
    xs.map((x, i) => {
      const greyDisc = discMean(grey, width, height, x, y, stoneRadius);
      const satDisc = discMean(saturation, width, height, x, y, stoneRadius);
      const boardGrey: number[] = [];
      const boardSat: number[] = [];
      for (const [dx, dy] of [
        [-0.5, -0.5],
        [0.5, -0.5],
        [0.5, 0.5],
        [-0.5, 0.5],
      ]) {
        const bx =
          x + dx * (i === 0 && dx < 0 ? step : xs[Math.min(i + 1, xs.length - 1)] - xs[i] || step);
        const by =
          y + dy * (j === 0 && dy < 0 ? step : ys[Math.min(j + 1, ys.length - 1)] - ys[j] || step);
        boardGrey.push(discMean(grey, width, height, bx, by, boardRadius).mean);
        boardSat.push(discMean(saturation, width, height, bx, by, boardRadius).mean);
      }
      const boardBrightness = Math.max(1, median(boardGrey));
      return {
        brightness: greyDisc.mean / boardBrightness,
        saturation: satDisc.mean / Math.max(1, median(boardSat)),
        spread: greyDisc.spread / boardBrightness,
        boardBrightness,
      };
    }),
  );
}

export interface PointVerdict {
  sign: StoneSign;
  /** 0.5 on a class boundary, 1 a full scale unit or more inside the class (see classifyPoint) */
  confidence: number;
}

/** The class thresholds and the scales their margins are measured in. */
const BLACK_BELOW = 0.62;
const WHITE_ABOVE = 1.1;
const WHITE_SATURATION_BELOW = 0.6;
export const BRIGHTNESS_SCALE = 0.15;
const SATURATION_SCALE = 0.25;

const clamp = (value: number) => Math.max(0, Math.min(1, value));

/** A verdict's confidence for a margin in scale units: 0.5 on the boundary, 1 a unit inside. */
export const sure = (margin: number) => clamp(0.5 + margin / 2);

/**
 * Black is much darker than the board around it; white brighter or much greyer (wood is
 * saturated). The confidence is the margin between the evidence and the nearest threshold that
 * would change the sign, in units of each measure's scale: 0.5 on the boundary, 1 a unit inside.
 */
export function classifyPoint(sample: PointSamples): PointVerdict {
  const { brightness, saturation } = sample;
  const notBlack = (brightness - BLACK_BELOW) / BRIGHTNESS_SCALE;
  const whiteness = Math.max(
    (brightness - WHITE_ABOVE) / BRIGHTNESS_SCALE,
    (WHITE_SATURATION_BELOW - saturation) / SATURATION_SCALE,
  );
  if (notBlack < 0) return { sign: 1, confidence: sure(-notBlack) };
  if (whiteness > 0) return { sign: -1, confidence: sure(Math.min(whiteness, notBlack)) };
  return { sign: 0, confidence: sure(Math.min(notBlack, -whiteness)) };
}
