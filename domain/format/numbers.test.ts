import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  formatNumber,
  formatPercent,
  formatSigned,
  formatThousands,
  MINUS,
  MISSING,
  NBSP,
} from './numbers';

/** Test texts are written with plain spaces and '-'; the functions use NBSP and U+2212. */
const typeset = (text: string) => text.replaceAll(' ', NBSP).replaceAll('-', MINUS);

const MISSING_VALUES = [null, undefined, Number.NaN, Infinity, -Infinity];

describe('formatNumber', () => {
  it.each([
    [0, 0, '0'],
    [2150, 0, '2150'],
    [2150.4, 0, '2150'],
    [2150.5, 0, '2151'],
    [12345, 0, '12345'],
    [2150.44, 1, '2150.4'],
    [2150, 1, '2150.0'],
    [-12, 0, '-12'],
    [-1000, 0, '-1000'],
    [-12.25, 1, '-12.3'],
  ])('writes %d with %d decimals as %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(typeset(text));
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(-0.04, 1)).toBe('0.0');
  });

  it.each(MISSING_VALUES)('writes %s as a dash', (value) => {
    expect(formatNumber(value)).toBe(MISSING);
    expect(formatNumber(value, 1)).toBe('—');
  });

  it('writes huge numbers in digits, not in exponent form', () => {
    expect(formatNumber(1e21)).toBe(`1${'0'.repeat(21)}`);
    expect(formatNumber(-2e21, 1)).toBe(`${MINUS}2${'0'.repeat(21)}.0`);
  });
});

describe('formatSigned', () => {
  it.each([
    [12, 0, '+12'],
    [12.4, 0, '+12'],
    [-3, 0, '-3'],
    [-3.46, 1, '-3.5'],
    [44.603, 1, '+44.6'],
    [0.5, 0, '+1'],
  ])('writes %d with %d decimals as %s', (value, digits, text) => {
    expect(formatSigned(value, digits)).toBe(typeset(text));
  });

  it('gives no sign to what rounds to zero', () => {
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(-0)).toBe('0');
    expect(formatSigned(0.4)).toBe('0');
    expect(formatSigned(-0.4)).toBe('0');
    expect(formatSigned(0.04, 1)).toBe('0.0');
    expect(formatSigned(-0.04, 1)).toBe('0.0');
  });

  it.each(MISSING_VALUES)('writes %s as a dash', (value) => {
    expect(formatSigned(value)).toBe(MISSING);
  });
});

describe('formatThousands', () => {
  it.each([
    [0, 0, '0'],
    [7, 0, '7'],
    [999, 0, '999'],
    [1000, 0, '1 000'],
    [1234, 0, '1 234'],
    [30000, 0, '30 000'],
    [1234567, 0, '1 234 567'],
    [1000000000, 0, '1 000 000 000'],
    [999.6, 0, '1 000'],
    [1234.5, 1, '1 234.5'],
    [1234567.891, 2, '1 234 567.89'],
    [0.25, 2, '0.25'],
    [-1234, 0, '-1 234'],
    [-1234567.5, 1, '-1 234 567.5'],
  ])('writes %d with %d decimals as %s', (value, digits, text) => {
    expect(formatThousands(value, digits)).toBe(typeset(text));
  });

  it('separates thousands with non-breaking spaces, so a number never wraps', () => {
    expect(formatThousands(1234567)).toBe('1\u00a0234\u00a0567');
  });

  it('groups only the whole part', () => {
    expect(formatThousands(0.123456, 6)).toBe('0.123456');
  });

  it('never shows a negative zero', () => {
    expect(formatThousands(-0.4)).toBe('0');
    expect(formatThousands(-0.004, 2)).toBe('0.00');
  });

  it.each(MISSING_VALUES)('writes %s as a dash', (value) => {
    expect(formatThousands(value)).toBe(MISSING);
  });

  it('groups huge numbers too', () => {
    expect(formatThousands(1e21)).toBe(typeset('1 000 000 000 000 000 000 000'));
  });
});

describe('formatPercent', () => {
  it.each([
    [0, 0, '0%'],
    [0.5, 0, '50%'],
    [1, 0, '100%'],
    [0.123, 0, '12%'],
    [0.1234, 1, '12.3%'],
    [0.9996, 1, '100.0%'],
    [2 / 3, 0, '67%'],
    [-0.05, 0, '-5%'],
  ])('writes the share %d with %d decimals as %s', (share, digits, text) => {
    expect(formatPercent(share, digits)).toBe(typeset(text));
  });

  it.each(MISSING_VALUES)('writes %s as a dash', (value) => {
    expect(formatPercent(value)).toBe(MISSING);
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [950, '950'],
    [999, '999'],
    [999.4, '999'],
    [12.6, '13'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [1500, '1.5k'],
    [12345, '12.3k'],
    [99940, '99.9k'],
    [100000, '100k'],
    [123456, '123k'],
    [999499, '999k'],
    [1e6, '1M'],
    [2300000, '2.3M'],
    [45600000, '45.6M'],
    [1e9, '1B'],
    [4e9, '4B'],
    [12.5e9, '12.5B'],
    [1e12, '1 000B'],
  ])('abbreviates %d as %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(typeset(text));
  });

  it.each([
    [999.5, '1k'],
    [999950, '1M'],
    [999999, '1M'],
    [99950, '100k'],
    [999950000, '1B'],
    [999_999_999, '1B'],
  ])('moves %d up a unit when it rounds to a full one: %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it('keeps the sign of negative numbers', () => {
    expect(abbreviateNumber(-1500)).toBe(`${MINUS}1.5k`);
    expect(abbreviateNumber(-999950)).toBe(`${MINUS}1M`);
    expect(abbreviateNumber(-42)).toBe(`${MINUS}42`);
  });

  it('never shows a negative zero', () => {
    expect(abbreviateNumber(-0.4)).toBe('0');
    expect(abbreviateNumber(-0)).toBe('0');
  });

  it.each(MISSING_VALUES)('writes %s as a dash', (value) => {
    expect(abbreviateNumber(value)).toBe(MISSING);
  });
});
