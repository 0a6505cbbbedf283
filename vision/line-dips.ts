import type { Planes } from './intersections';

type GreyPlane = Pick<Planes, 'width' | 'height' | 'grey'>;

/** The stretch of each arm of a point's cross looked at, in cells from the point. */
const ARM_FROM = 0.14;
const ARM_TO = 0.32;
/** How far to either side of an arm its line is looked for, in cells: the grid may be a little off. */
const ACROSS = 0.14;

/**
 * How dark the lines of each point's cross are, in grey levels, just off the point, where a stone
 * or a hand on it hides them: for each arm, a profile across it, averaged along it, and the dip at
 * its darkest against its two ends; the stronger arm of each direction (an edge point has one),
 * the two directions' mean. Points at (xs[i], ys[j]), evenly spaced.
 */
export function lineDips(plane: GreyPlane, xs: number[], ys: number[]): number[][] {
  const step = Math.min(xs[1] - xs[0], ys[1] - ys[0]);
  const from = Math.max(1, Math.round(ARM_FROM * step));
  const to = Math.max(from + 1, Math.round(ARM_TO * step));
  const across = Math.max(2, Math.round(ACROSS * step));
  return ys.map((y) =>
    xs.map((x) => {
      const arm = (dx: number, dy: number) =>
        armDip(plane, Math.round(x), Math.round(y), dx, dy, from, to, across);
      const horizontal = Math.max(arm(-1, 0), arm(1, 0));
      const vertical = Math.max(arm(0, -1), arm(0, 1));
      return (horizontal + vertical) / 2;
    }),
  );
}

function armDip(
  plane: GreyPlane,
  x: number,
  y: number,
  dx: number,
  dy: number,
  from: number,
  to: number,
  across: number,
): number {
  const { width, height, grey } = plane;
  const profile: number[] = [];
  for (let offset = -across; offset <= across; offset++) {
    let sum = 0;
    let count = 0;
    for (let along = from; along <= to; along++) {
      const px = x + dx * along + dy * offset;
      const py = y + dy * along + dx * offset;
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      sum += grey[py * width + px];
      count++;
    }
    if (!count) return 0;
    profile.push(sum / count);
  }
  const ends = (profile[0] + profile[1] + profile[profile.length - 2] + profile.at(-1)!) / 4;
  return Math.max(0, ends - Math.min(...profile));
}
