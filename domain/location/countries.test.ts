import { describe, expect, it } from 'vitest';
import { countryName, isoCountryCode } from './countries';

describe('countries', () => {
  it('maps EGD codes to ISO and rejects unknown ones', () => {
    expect(isoCountryCode('uk')).toBe('GB');
    expect(isoCountryCode('RU')).toBe('RU');
    expect(isoCountryCode('XX')).toBeNull();
    expect(isoCountryCode('Russia')).toBeNull();
    expect(isoCountryCode(undefined)).toBeNull();
  });

  it('names countries in Russian and English', () => {
    expect(countryName('DE', 'ru')).toBe('Германия');
    expect(countryName('DE', 'en')).toBe('Germany');
  });
});
