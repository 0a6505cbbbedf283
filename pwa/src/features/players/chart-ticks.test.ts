import { describe, expect, it } from 'vitest';
import { ratingTicks, stepDigits } from './chart-ticks';

describe('stepDigits', () => {
  it('gives the decimals a step between ticks needs', () => {
    expect(stepDigits(100)).toBe(0);
    expect(stepDigits(1)).toBe(0);
    expect(stepDigits(0.5)).toBe(1);
    expect(stepDigits(0.25)).toBe(2);
    expect(stepDigits(0.1 + 0.2)).toBe(1);
  });

  it('gives no decimals for a step that is no step', () => {
    for (const step of [0, -1, Number.NaN, Infinity]) expect(stepDigits(step)).toBe(0);
  });
});

describe('ratingTicks', () => {
  it('writes the rating axis in the reader language, without thousands separators', () => {
    expect(ratingTicks([1500, 2000, 2500], 500, 'en')).toEqual(['1500', '2000', '2500']);
    expect(ratingTicks([1500, 2000], 500, 'ru')).toEqual(['1500', '2000']);
    expect(ratingTicks([-100, 0], 100, 'en')).toEqual(['\u2212100', '0']);
  });

  it('uses the language decimal mark when the step needs decimals', () => {
    expect(ratingTicks([1500, 1500.5], 0.5, 'ru')).toEqual(['1500,0', '1500,5']);
    expect(ratingTicks([1500, 1500.5], 0.5, 'en')).toEqual(['1500.0', '1500.5']);
  });
});
