/** The largest value of a 32-bit SQL integer column: ids, revisions, offsets. */
export const SQL_INT_MAX = 2_147_483_647;

/** Digits enough for any number a query takes; longer texts are refused before reading them. */
const MAX_DIGITS = 15;

const INTEGER = new RegExp(`^(0|-?[1-9]\\d{0,${MAX_DIGITS - 1}})$`);
const DECIMAL = new RegExp(`^-?(0|[1-9]\\d{0,${MAX_DIGITS - 1}})(\\.\\d{1,${MAX_DIGITS}})?$`);

/**
 * An integer written as plain decimal digits: an optional '-', no '+', no leading zero, no
 * exponent, hex, binary, spaces or fraction. null for anything else.
 */
export function parsePlainInteger(text: string): number | null {
  return INTEGER.test(text) ? Number(text) : null;
}

/** A number written as plain decimal digits with an optional fraction ('1950.5'); null otherwise. */
export function parsePlainDecimal(text: string): number | null {
  if (!DECIMAL.test(text) || text === '-0' || /^-0\.0*$/.test(text)) return null;
  return Number(text);
}
