/** The typographic minus sign (U+2212), the same width as '+'. */
const MINUS = '\u2212';
/** The space between thousands: non-breaking, so a number never wraps. */
const NBSP = '\u00a0';

export interface IntlOptions {
  digits: number;
  grouping: boolean;
  percent?: boolean;
  signed?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, { digits, grouping, percent, signed }: IntlOptions) {
  const key = `${language}|${digits}|${grouping}|${percent}|${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: grouping,
      style: percent ? 'percent' : 'decimal',
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A number as the reader's language writes it (ru '3 000,5', en '3,000.5'), with the typographic
 * minus and non-breaking spaces, and no negative zero.
 */
export function intlNumber(value: number, language: string, options: IntlOptions): string {
  const format = numberFormat(language, options);
  const shown = format.format(value);
  const zero = format.format(0).replace(/^\+/, '');
  const text = shown.replace(/^[-+]/, '') === zero ? zero : shown;
  return text.replace(/-/g, MINUS).replace(/[\u202f\u2009 ]/g, NBSP);
}
