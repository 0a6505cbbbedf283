import { describe, expect, it } from 'vitest';
import { formatBytes, MINUS, MISSING, NBSP } from './numbers';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/** Test texts are written with plain spaces; the function uses non-breaking ones. */
const typeset = (text: string) => text.replaceAll(' ', NBSP);

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1000, '1 000 B'],
    [1023, '1 023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1000 * KB, '1 000 KB'],
    [10.25 * KB, '10.3 KB'],
    [MB, '1 MB'],
    [2.5 * MB, '2.5 MB'],
    [GB, '1 GB'],
    [1.75 * GB, '1.8 GB'],
    [1024 * GB, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 024 PB'],
  ])('writes %d bytes as %s (1024-based)', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(typeset(text));
  });

  it.each([
    [1023.4, '1 023 B'],
    [1023.5, '1 KB'],
    [1023.99, '1 KB'],
    [MB - 1, '1 MB'],
    [1023.96 * KB, '1 MB'],
    [GB - 1, '1 GB'],
  ])('moves %d up a unit when it rounds to a full one: %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(typeset(text));
  });

  it('uses 1024, not 1000, per unit', () => {
    expect(formatBytes(1_000_000)).toBe(typeset('976.6 KB'));
    expect(formatBytes(1_000_000_000)).toBe(typeset('953.7 MB'));
  });

  it('keeps the number and its unit together', () => {
    expect(formatBytes(2048)).toBe('2\u00a0KB');
  });

  it('keeps the sign of a negative size (a difference) and never shows −0', () => {
    expect(formatBytes(-1536)).toBe(`${MINUS}1.5${NBSP}KB`);
    expect(formatBytes(-0.2)).toBe(typeset('0 B'));
  });

  it.each([null, undefined, Number.NaN, Infinity, -Infinity])('writes %s as a dash', (bytes) => {
    expect(formatBytes(bytes)).toBe(MISSING);
  });
});
