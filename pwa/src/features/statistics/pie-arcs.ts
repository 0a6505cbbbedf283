export interface Arc {
  /** SVG path data, centred on (0, 0) */
  d: string;
  /** angles in turns (0..1) clockwise from 12 o'clock */
  start: number;
  end: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function point(radius: number, turn: number): string {
  const angle = turn * 2 * Math.PI;
  return `${round(radius * Math.sin(angle))} ${round(-radius * Math.cos(angle))}`;
}

/** A whole circle, drawn clockwise or (for a hole) counter-clockwise. */
function circle(radius: number, clockwise: boolean): string {
  const sweep = clockwise ? 1 : 0;
  const arc = (turn: number) => `A ${radius} ${radius} 0 1 ${sweep} ${point(radius, turn)}`;
  return `M ${point(radius, 0)} ${arc(0.5)} ${arc(0)} Z`;
}

function slice(outer: number, inner: number, start: number, end: number): string {
  const large = end - start > 0.5 ? 1 : 0;
  const rim = `M ${point(outer, start)} A ${outer} ${outer} 0 ${large} 1 ${point(outer, end)}`;
  if (inner <= 0) return `${rim} L 0 0 Z`;
  return `${rim} L ${point(inner, end)} A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)} Z`;
}

/**
 * The slices of a pie (or, with an inner radius, a ring) for the shares given (summing to 1),
 * clockwise from 12 o'clock. A share of the whole is a full circle; zero shares draw nothing
 * but keep their place in the list.
 */
export function pieArcs(shares: readonly number[], outer: number, inner = 0): Arc[] {
  let start = 0;
  return shares.map((share) => {
    const end = Math.min(1, start + Math.max(0, share));
    let d = '';
    if (end - start >= 1 - 1e-9) {
      d = inner > 0 ? `${circle(outer, true)} ${circle(inner, false)}` : circle(outer, true);
    } else if (end > start) {
      d = slice(outer, inner, start, end);
    }
    const arc = { d, start, end };
    start = end;
    return arc;
  });
}
