import { formatNumber } from '@domain/format';

/** Komi in the reader's language with only the decimals it has: 6.5 (ru 6,5), 0. */
export function komiText(komi: number, language: string | undefined): string {
  return formatNumber(komi, Number.isInteger(komi) ? 0 : 1, language);
}
