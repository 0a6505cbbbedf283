/** What a missing or non-finite number shows as. */
export const MISSING = '—';
/** The typographic minus sign (U+2212), the same width as '+'. */
export const MINUS = '\u2212';
/** The space between thousands and before units: non-breaking, so a number never wraps. */
export const NBSP = '\u00a0';

import { intlNumber } from './intl-number';

type MaybeNumber = number | null | undefined;

function isFiniteNumber(value: MaybeNumber): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** |value| with exactly `digits` decimals ('1234.50'); plain digits even past 1e21. */
function fixed(magnitude: number, digits: number): string {
  if (magnitude < 1e21) return magnitude.toFixed(digits);
  const whole = BigInt(Math.round(magnitude)).toString();
  return digits > 0 ? `${whole}.${'0'.repeat(digits)}` : whole;
}

function isZero(text: string): boolean {
  return /^[0.]*$/.test(text);
}

function groupThousands(text: string): string {
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The minus for negatives that do not round to zero ('−0' never shows). */
function minusFor(value: number, text: string): string {
  return value < 0 && !isZero(text) ? MINUS : '';
}

/**
 * A rating or count as lists show it: 2150, −12, '2150.4' with digits 1; a dash when missing.
 * With the reader's `language`, its decimal mark: ru '2150,4'.
 */
export function formatNumber(value: MaybeNumber, digits = 0, language?: string): string {
  if (!isFiniteNumber(value)) return MISSING;
  if (language) return intlNumber(value, language, { digits, grouping: false });
  const text = fixed(Math.abs(value), digits);
  return minusFor(value, text) + text;
}

/** A change with its sign: '+12', '−3.5' (ru '−3,5'); no sign when it rounds to zero. */
export function formatSigned(value: MaybeNumber, digits = 0, language?: string): string {
  if (!isFiniteNumber(value)) return MISSING;
  if (language) return intlNumber(value, language, { digits, grouping: false, signed: true });
  const text = fixed(Math.abs(value), digits);
  if (isZero(text)) return text;
  return (value > 0 ? '+' : MINUS) + text;
}

/**
 * Thousands separated by (non-breaking) spaces: 1234567 -> '1 234 567', −1234.5 -> '−1 234.5'.
 * With the reader's `language`, its grouping and decimal mark: en '1,234,567', ru '−1 234,5'.
 */
export function formatThousands(value: MaybeNumber, digits = 0, language?: string): string {
  if (!isFiniteNumber(value)) return MISSING;
  if (language) return intlNumber(value, language, { digits, grouping: true });
  const text = fixed(Math.abs(value), digits);
  return minusFor(value, text) + groupThousands(text);
}

/**
 * A share (0.123) as a percentage: '12%', '12.3%' with digits 1. With the reader's `language`,
 * its way (ru '12,3 %'), and a share above zero that would show as zero is '<0.1%' (ru '<0,1 %').
 */
export function formatPercent(share: MaybeNumber, digits = 0, language?: string): string {
  if (!isFiniteNumber(share)) return MISSING;
  if (language) {
    const least = 10 ** -digits / 100;
    const tiny = share > 0 && share < least / 2;
    const shown = intlNumber(tiny ? least : share, language, {
      digits,
      grouping: true,
      percent: true,
    });
    return tiny ? `<${shown}` : shown;
  }
  return `${formatNumber(share * 100, digits)}%`;
}

interface Scale {
  /** the units, smallest first: how many of the base each is, and the suffix */
  units: ReadonlyArray<{ size: number; suffix: string }>;
  /** the text of a value in units[index] */
  text: (scaled: number, index: number) => string;
}

/**
 * The value in the largest unit it reaches, moved one unit up when rounding would show a full
 * next unit (999.96k is '1M', 1023.99 B is '1 KB'). Numbers only: no suffix, no sign.
 */
function scale(magnitude: number, { units, text }: Scale): { text: string; suffix: string } {
  let index = 0;
  while (index < units.length - 1 && magnitude >= units[index + 1].size) index += 1;
  let shown = text(magnitude / units[index].size, index);
  const next = units[index + 1];
  if (next && Number(shown) * units[index].size >= next.size) {
    index += 1;
    shown = text(magnitude / next.size, index);
  }
  return { text: shown, suffix: units[index].suffix };
}

function oneDecimal(scaled: number): string {
  return fixed(scaled, 1).replace(/\.0$/, '');
}

const ABBREVIATIONS: Scale = {
  units: [
    { size: 1, suffix: '' },
    { size: 1e3, suffix: 'k' },
    { size: 1e6, suffix: 'M' },
    { size: 1e9, suffix: 'B' },
  ],
  // one decimal below 100 of a unit, whole numbers from 100 and for plain counts
  text: (scaled, index) => (index === 0 || scaled >= 99.95 ? fixed(scaled, 0) : oneDecimal(scaled)),
};

/** Short counts: 950 -> '950', 1500 -> '1.5k', 999950 -> '1M', 2300000 -> '2.3M', 4e9 -> '4B'. */
export function abbreviateNumber(value: MaybeNumber): string {
  if (!isFiniteNumber(value)) return MISSING;
  const { text, suffix } = scale(Math.abs(value), ABBREVIATIONS);
  return minusFor(value, text) + groupThousands(text) + suffix;
}

const BYTES: Scale = {
  units: ['B', 'KB', 'MB', 'GB', 'TB', 'PB'].map((suffix, i) => ({ size: 1024 ** i, suffix })),
  // whole bytes; one decimal in larger units
  text: (scaled, index) => (index === 0 ? fixed(scaled, 0) : oneDecimal(scaled)),
};

/** Byte sizes, 1024-based: 512 -> '512 B', 1536 -> '1.5 KB', 1048575 -> '1 MB' (not '1024 KB'). */
export function formatBytes(bytes: MaybeNumber): string {
  if (!isFiniteNumber(bytes)) return MISSING;
  const { text, suffix } = scale(Math.abs(bytes), BYTES);
  return `${minusFor(bytes, text)}${groupThousands(text)}${NBSP}${suffix}`;
}
