import { describe, expect, it } from 'vitest';
import { parsePlainDecimal, parsePlainInteger } from './plain-number';

describe('parsePlainInteger', () => {
  it.each([
    ['0', 0],
    ['5', 5],
    ['-12', -12],
    ['2147483647', 2_147_483_647],
    ['999999999999999', 999_999_999_999_999],
  ])('reads %j', (text, value) => {
    expect(parsePlainInteger(text)).toBe(value);
  });

  it.each([
    '',
    '-0',
    '05',
    '+5',
    '5.0',
    '0x5',
    '0b101',
    '0o7',
    '1e3',
    ' 5',
    '5 ',
    'Infinity',
    'NaN',
    '9223372036854775808',
    '1_000',
  ])('refuses %j', (text) => {
    expect(parsePlainInteger(text)).toBeNull();
  });
});

describe('parsePlainDecimal', () => {
  it.each([
    ['1950.5', 1950.5],
    ['-0.5', -0.5],
    ['0', 0],
    ['3000', 3000],
  ])('reads %j', (text, value) => {
    expect(parsePlainDecimal(text)).toBe(value);
  });

  it.each(['1e3', '.5', '5.', '-0', '-0.0', '+1.5', '0x10', '1,5', '01.5', '1e308'])(
    'refuses %j',
    (text) => {
      expect(parsePlainDecimal(text)).toBeNull();
    },
  );
});
