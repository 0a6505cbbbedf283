/**
 * Below this confidence a point is uncertain, for a person to confirm. Picked on the bench's
 * tuning photos (npm run bench:vision) as the lowest threshold whose silent errors, wrong
 * points not marked, stay under 0.2 % of the points not marked (docs/vision.md, Confidence).
 */
export const UNCERTAIN_BELOW = 0.84;
/** A board with more of its points uncertain than this is doubted as a whole. */
const BOARD_DOUBT_SHARE = 0.3;
/**
 * An outer line with more of its points uncertain than this is off the board or under a hand:
 * the grid may be a line or two off, which reads every stone confidently at the wrong point.
 */
const EDGE_DOUBT_SHARE = 0.7;

/**
 * The points to confirm: those below the threshold, or every point when the reading is in
 * doubt as a whole (too many points uncertain, or an outer line mostly so).
 */
export function markUncertain(confidence: number[][], threshold = UNCERTAIN_BELOW): boolean[][] {
  const marked = confidence.map((row) => row.map((value) => value < threshold));
  return readingInDoubt(marked) ? marked.map((row) => row.map(() => true)) : marked;
}

function readingInDoubt(marked: boolean[][]): boolean {
  const size = marked.length;
  const share = (points: boolean[]) => points.filter(Boolean).length / points.length;
  const edges = [
    marked[0],
    marked[size - 1],
    marked.map((row) => row[0]),
    marked.map((row) => row[size - 1]),
  ];
  return (
    share(marked.flat()) >= BOARD_DOUBT_SHARE ||
    edges.some((edge) => share(edge) >= EDGE_DOUBT_SHARE)
  );
}
