import type { ImagePoint } from './types';

/** A line response image (single channel, 8 bits), rows of `width` bytes. */
export interface ResponsePlane {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One intersection found where the grid predicted it: its grid index and where its lines cross. */
export interface Correspondence {
  grid: ImagePoint;
  found: ImagePoint;
}

/**
 * Looks for each intersection near its predicted place (`cell` pixels a cell): the row where a
 * short stretch of horizontal line is strongest, the column likewise. Points under stones show no
 * line and are left out.
 */
export function locateIntersections(
  plane: ResponsePlane,
  predicted: ImagePoint[][],
  cell: number,
): Correspondence[] {
  const { width, height, data } = plane;
  const reach = Math.round(0.3 * cell);
  const arm = Math.round(0.45 * cell);
  const found: { grid: ImagePoint; found: ImagePoint; strength: number }[] = [];
  const rowStretch = (x: number, y: number) => {
    if (y < 0 || y >= height) return 0;
    let sum = 0;
    for (let dx = -arm; dx <= arm; dx++) {
      const px = x + dx;
      if (px >= 0 && px < width) sum += data[y * width + px];
    }
    return sum;
  };
  const columnStretch = (x: number, y: number) => {
    if (x < 0 || x >= width) return 0;
    let sum = 0;
    for (let dy = -arm; dy <= arm; dy++) {
      const py = y + dy;
      if (py >= 0 && py < height) sum += data[py * width + x];
    }
    return sum;
  };
  predicted.forEach((row, j) =>
    row.forEach(([px, py], i) => {
      const x = Math.round(px);
      const y = Math.round(py);
      const bestY = peak((d) => rowStretch(x, y + d), reach);
      const bestX = peak((d) => columnStretch(x + d, y), reach);
      found.push({
        grid: [i, j],
        found: [x + bestX.offset, y + bestY.offset],
        strength: Math.min(bestX.value, bestY.value),
      });
    }),
  );
  if (found.length === 0) return [];
  const strengths = found.map((point) => point.strength).sort((a, b) => a - b);
  const typical = strengths[Math.floor(strengths.length * 0.75)];
  return found
    .filter((point) => point.strength > 0.35 * typical)
    .map(({ grid, found: at }) => ({ grid, found: at }));
}

/** The offset in [-reach, reach] where `value` peaks, refined to a fraction of a pixel. */
function peak(value: (offset: number) => number, reach: number): { offset: number; value: number } {
  let best = 0;
  let bestValue = -Infinity;
  const values: number[] = [];
  for (let d = -reach; d <= reach; d++) {
    const v = value(d);
    values.push(v);
    if (v > bestValue) {
      bestValue = v;
      best = d;
    }
  }
  const k = best + reach;
  if (k > 0 && k < values.length - 1) {
    const [a, b, c] = [values[k - 1], values[k], values[k + 1]];
    const denominator = a - 2 * b + c;
    if (denominator < 0) return { offset: best + (0.5 * (a - c)) / denominator, value: bestValue };
  }
  return { offset: best, value: bestValue };
}
