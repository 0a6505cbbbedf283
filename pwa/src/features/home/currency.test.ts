import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency';

describe('currencySymbol', () => {
  it('gives the narrow sign of a currency', () => {
    expect(currencySymbol('RUB', 'ru')).toBe('₽');
    expect(currencySymbol('EUR', 'en')).toBe('€');
  });

  it('falls back to the code for an unknown currency', () => {
    expect(currencySymbol('bogus', 'en')).toBe('bogus');
  });
});
