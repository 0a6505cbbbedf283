import { formatNumber } from '@domain/format';

/** Komi as the reader's language writes it, with only the decimals it has: 6.5 (ru 6,5), 0, 2.75. */
export function komiText(komi: number | null, language: string | undefined): string | null {
  if (komi === null) return null;
  const digits = Number.isInteger(komi) ? 0 : Number.isInteger(komi * 10) ? 1 : 2;
  return formatNumber(komi, digits, language);
}
