/** Evenly spaced lines along one axis: line i at start + i * step. */
export interface AxisFit {
  start: number;
  step: number;
  /** mean response on the lines minus between them, relative to the profile's spread */
  score: number;
}

function sample(profile: Float64Array, at: number): number {
  if (at < 0 || at > profile.length - 1) return 0;
  const i = Math.floor(at);
  const t = at - i;
  return i + 1 < profile.length ? profile[i] * (1 - t) + profile[i + 1] * t : profile[i];
}

/**
 * The best `lines` evenly spaced lines in a profile (a line response summed across the axis),
 * searching starts near `expectedStart` and spans near `expectedSpan` (both within `slack` of the span).
 */
export function fitAxis(
  profile: Float64Array,
  lines: number,
  expectedStart: number,
  expectedSpan: number,
  slack: number,
): AxisFit {
  const spread = spreadOf(profile);

  let best: AxisFit = { start: expectedStart, step: expectedSpan / (lines - 1), score: -Infinity };
  const stepLow = (expectedSpan * (1 - slack)) / (lines - 1);
  const stepHigh = (expectedSpan * (1 + slack)) / (lines - 1);
  const stepIncrement = Math.max(0.1, (stepHigh - stepLow) / 40);
  const startIncrement = 1;
  for (let step = stepLow; step <= stepHigh; step += stepIncrement) {
    const span = step * (lines - 1);
    const centreLow = expectedStart + expectedSpan / 2 - slack * expectedSpan;
    const centreHigh = expectedStart + expectedSpan / 2 + slack * expectedSpan;
    for (let centre = centreLow; centre <= centreHigh; centre += startIncrement) {
      const start = centre - span / 2;
      const score = scoreOf(profile, start, step, lines, spread);
      if (score > best.score) best = { start, step, score };
    }
  }
  return refine(profile, best, lines, spread);
}

/** The score of `lines` lines at start + i * step, as fitAxis scores its fits. */
export function axisScore(profile: Float64Array, start: number, step: number, lines: number) {
  return scoreOf(profile, start, step, lines, spreadOf(profile));
}

/** The profile's mean absolute deviation (1 when flat). */
function spreadOf(profile: Float64Array): number {
  let mean = 0;
  for (const value of profile) mean += value;
  mean /= profile.length;
  let spread = 0;
  for (const value of profile) spread += Math.abs(value - mean);
  return spread / profile.length || 1;
}

/**
 * Lines against the gaps between them; a line beyond either outer one counts against (the outer
 * lines have only the board's margin outside them), so the grid does not slip by a line.
 */
function scoreOf(
  profile: Float64Array,
  start: number,
  step: number,
  lines: number,
  spread: number,
): number {
  let on = 0;
  let between = 0;
  for (let i = 0; i < lines; i++) {
    on += sample(profile, start + i * step);
    if (i > 0) between += sample(profile, start + (i - 0.5) * step);
  }
  const gap = between / (lines - 1);
  const outside = Math.max(sample(profile, start - step), sample(profile, start + lines * step));
  return (on / lines - gap - 0.5 * Math.max(0, outside - gap)) / spread;
}

/** Sub-step polish: small moves of start and step while the score improves. */
function refine(profile: Float64Array, fit: AxisFit, lines: number, spread: number): AxisFit {
  let { start, step, score } = fit;
  for (const delta of [0.25, 0.1]) {
    let improved = true;
    while (improved) {
      improved = false;
      for (const [ds, dd] of [
        [delta, 0],
        [-delta, 0],
        [0, delta / lines],
        [0, -delta / lines],
      ]) {
        const candidate = scoreOf(profile, start + ds, step + dd, lines, spread);
        if (candidate > score + 1e-9) {
          start += ds;
          step += dd;
          score = candidate;
          improved = true;
        }
      }
    }
  }
  return { start, step, score };
}
