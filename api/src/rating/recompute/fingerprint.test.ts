import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint';

describe('fingerprint', () => {
  it('is the same for the same numbers and differs for the smallest change', () => {
    expect(fingerprint([1, 2.5, Number.NaN])).toBe(fingerprint([1, 2.5, Number.NaN]));
    expect(fingerprint([1, 2.5])).not.toBe(fingerprint([1, 2.5000000000000004]));
    expect(fingerprint([1, 2])).not.toBe(fingerprint([2, 1]));
    expect(fingerprint([0])).not.toBe(fingerprint([Number.NaN]));
    expect(fingerprint([])).not.toBe(fingerprint([0]));
  });
});
