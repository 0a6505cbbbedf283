import { describe, expect, it } from 'vitest';
import { formatCanonical, parseTimeControl } from './canonical';
import { isValidTimeControl, type TimeControl } from './time-control';

const CASES: ReadonlyArray<[string, TimeControl]> = [
  // EGC 2013 main (OpenGotha): 150 min + byo-yomi 60 s
  [
    'byoyomi 9000 1x60',
    { mainSeconds: 9000, overtime: { kind: 'byoyomi', periods: 1, seconds: 60 } },
  ],
  [
    'byoyomi 5400 5x30',
    { mainSeconds: 5400, overtime: { kind: 'byoyomi', periods: 5, seconds: 30 } },
  ],
  // byo-yomi only, no main time
  ['byoyomi 0 3x10', { mainSeconds: 0, overtime: { kind: 'byoyomi', periods: 3, seconds: 10 } }],
  // Strasbourg 2012 (OpenGotha): 60 min + 15 moves in 300 s
  [
    'canadian 3600 15/300',
    { mainSeconds: 3600, overtime: { kind: 'canadian', moves: 15, seconds: 300 } },
  ],
  ['fischer 1800 +20', { mainSeconds: 1800, overtime: { kind: 'fischer', incrementSeconds: 20 } }],
  ['absolute 3600', { mainSeconds: 3600, overtime: { kind: 'absolute' } }],
  // EGC 2023 (h9): TM[160]
  ['unknown 9600', { mainSeconds: 9600, overtime: { kind: 'unknown' } }],
  ['absolute 999999', { mainSeconds: 999_999, overtime: { kind: 'absolute' } }],
];

describe('formatCanonical and parseTimeControl', () => {
  it.each(CASES)('%s round-trips', (text, tc) => {
    expect(formatCanonical(tc)).toBe(text);
    expect(parseTimeControl(text)).toEqual(tc);
  });
});

describe('parseTimeControl', () => {
  it.each([
    // the texts older databases hold
    '90 мин + 5×30 сек (бёёми)',
    'Фишер: 45 мин + 15 сек',
    '60 min + byo-yomi 30 s',
    '60+30/5',
    '10 min + 5 x 30 s',
    '90 min',
    // near misses of the canonical form
    'Byoyomi 5400 5x30',
    'byoyomi  5400 5x30',
    ' byoyomi 5400 5x30',
    'byoyomi 5400 5x30 ',
    'byoyomi 5400 5×30',
    'byoyomi 5400',
    'byoyomi 05400 5x30',
    'byoyomi 5400.5 5x30',
    'byoyomi -5400 5x30',
    'byoyomi 5400 0x30',
    'byoyomi 5400 5x0',
    'canadian 2700 15x300',
    'canadian 2700 0/300',
    'fischer 1800 20',
    'fischer 1800 +0',
    'absolute 0',
    'unknown 0',
    'absolute 3600 +20',
    'absolute 1000000',
    'sudden 3600',
    'unknown',
    '',
  ])('refuses %j', (text) => {
    expect(parseTimeControl(text)).toBeNull();
  });

  it('refuses a missing text', () => {
    expect(parseTimeControl(null)).toBeNull();
    expect(parseTimeControl(undefined)).toBeNull();
  });
});

describe('formatCanonical', () => {
  it.each<TimeControl>([
    { mainSeconds: -60, overtime: { kind: 'absolute' } },
    { mainSeconds: 0, overtime: { kind: 'absolute' } },
    { mainSeconds: 0, overtime: { kind: 'unknown' } },
    { mainSeconds: 90.5, overtime: { kind: 'unknown' } },
    { mainSeconds: Number.NaN, overtime: { kind: 'unknown' } },
    { mainSeconds: 1_000_000, overtime: { kind: 'unknown' } },
    { mainSeconds: 3600, overtime: { kind: 'byoyomi', periods: 0, seconds: 30 } },
    { mainSeconds: 3600, overtime: { kind: 'canadian', moves: 15, seconds: 0 } },
    { mainSeconds: 3600, overtime: { kind: 'fischer', incrementSeconds: 0 } },
  ])('throws for %j, which isValidTimeControl refuses', (tc) => {
    expect(isValidTimeControl(tc)).toBe(false);
    expect(() => formatCanonical(tc)).toThrow(RangeError);
  });
});
