import { BRIGHTNESS_SCALE, sure, type PointSamples, type PointVerdict } from './intersections';

/** A point whose lines are this share of the board's as dark, or less, has them hidden. */
const HIDDEN_BELOW = 0.3;
/** Up to this share the lines may be hidden: an empty point's reading is less sure below it. */
const SEEN_ABOVE = 0.6;
/** A stone hiding the lines is black below this brightness (over the board's), white above. */
const BLACK_BELOW = 0.85;
/** The lines' dip is only a sign of a stone on a board whose lines show this clearly. */
const MIN_BOARD_DIP = 0.06;
/** Points read empty with this confidence or more set the board's dip. */
const CLEAR_EMPTY = 0.84;
const MIN_CLEAR_EMPTY = 5;

/** A point covered, or beside a covered one, whose lines the hand's edge or shadow may hide. */
function nearCover(occluded: boolean[][], i: number, j: number): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) if (occluded[j + dy]?.[i + dx]) return true;
  }
  return false;
}

/**
 * Points read empty whose lines are hidden hold a stone the colours missed (a white stone on a
 * white board, a black one lit grey): black or white by brightness. An empty point whose lines
 * are faint is less sure. `lineDips` in grey levels (see line-dips.ts). Points at or beside a
 * covered one (a hand) and boards whose lines hardly show are left.
 */
export function readHiddenLines(
  verdicts: PointVerdict[][],
  samples: PointSamples[][],
  lineDips: number[][],
  occluded: boolean[][],
): PointVerdict[][] {
  const dips = lineDips.map((row, j) => row.map((dip, i) => dip / samples[j][i].boardBrightness));
  const clear = verdicts
    .flatMap((row, j) => row.map((verdict, i) => ({ verdict, dip: dips[j][i] })))
    .filter(({ verdict }) => verdict.sign === 0 && verdict.confidence >= CLEAR_EMPTY)
    .map(({ dip }) => dip)
    .sort((a, b) => a - b);
  if (clear.length < MIN_CLEAR_EMPTY) return verdicts;
  const boardDip = clear[clear.length >> 1];
  if (boardDip < MIN_BOARD_DIP) return verdicts;
  return verdicts.map((row, j) =>
    row.map((verdict, i) => {
      if (verdict.sign !== 0 || nearCover(occluded, i, j)) return verdict;
      const seen = dips[j][i] / boardDip;
      if (seen >= SEEN_ABOVE) return verdict;
      if (seen > HIDDEN_BELOW) {
        const margin = (seen - HIDDEN_BELOW) / (SEEN_ABOVE - HIDDEN_BELOW);
        return { sign: 0, confidence: Math.min(verdict.confidence, sure(margin)) };
      }
      const { brightness } = samples[j][i];
      const colour = Math.abs(brightness - BLACK_BELOW) / BRIGHTNESS_SCALE;
      const hidden = (HIDDEN_BELOW - seen) / HIDDEN_BELOW;
      return {
        sign: brightness < BLACK_BELOW ? 1 : -1,
        confidence: sure(Math.min(colour, hidden)),
      };
    }),
  );
}
