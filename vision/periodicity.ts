/**
 * How strongly a profile repeats every `period` samples between `from` and `to`: its
 * autocorrelation at that lag (mean removed), 1 for a perfect repeat, near 0 or below for none.
 * Grid lines repeat every cell; a wrong board size's step (1.5 or 2.25 cells, or 2/3 of one) does
 * not, whatever the stones add between the lines.
 */
export function periodicity(
  profile: Float64Array,
  period: number,
  from: number,
  to: number,
): number {
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(profile.length - 1, Math.ceil(to));
  if (end - start < 2 * period) return 0;
  let mean = 0;
  for (let i = start; i <= end; i++) mean += profile[i];
  mean /= end - start + 1;
  const centred = (at: number) => {
    const i = Math.floor(at);
    const t = at - i;
    const value = i + 1 <= end ? profile[i] * (1 - t) + profile[i + 1] * t : profile[i];
    return value - mean;
  };
  let product = 0;
  let energy = 0;
  let count = 0;
  for (let i = start; i + period <= end; i++) {
    const a = profile[i] - mean;
    const b = centred(i + period);
    product += a * b;
    energy += 0.5 * (a * a + b * b);
    count++;
  }
  return count === 0 || energy === 0 ? 0 : product / energy;
}
