import { formatNumber } from '@domain/format';

/** Decimals a tick step needs: 100 -> 0, 0.5 -> 1, 0.25 -> 2 (at most 3). */
export function stepDigits(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  const fraction = String(Number(step.toFixed(3))).split('.')[1] ?? '';
  return fraction.length;
}

/**
 * The rating axis's tick labels in the reader's language (ru '1500', '1500,5'; no grouping, as
 * the rating columns show them), with as many decimals as the step between ticks needs.
 */
export function ratingTicks(
  values: readonly number[],
  step: number,
  language: string | undefined,
): string[] {
  const digits = stepDigits(step);
  return values.map((value) => formatNumber(value, digits, language));
}
