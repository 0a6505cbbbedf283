import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-values';
import { isWeakPasswordHashCost, parsePasswordHashCost } from './password-hash-config';

describe('PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES', () => {
  it('default to argon2’s 64 MiB and 3 passes', () => {
    expect(parsePasswordHashCost({})).toEqual({ memoryKib: 65_536, passes: 3 });
  });

  it('take whole numbers within their bounds, and refuse anything else', () => {
    expect(
      parsePasswordHashCost({ PASSWORD_HASH_MEMORY_KIB: '4096', PASSWORD_HASH_PASSES: '1' }),
    ).toEqual({ memoryKib: 4096, passes: 1 });
    for (const env of [
      { PASSWORD_HASH_MEMORY_KIB: '1023' },
      { PASSWORD_HASH_MEMORY_KIB: '64MB' },
      { PASSWORD_HASH_PASSES: '0' },
      { PASSWORD_HASH_PASSES: '2.5' },
    ]) {
      expect(() => parsePasswordHashCost(env)).toThrow(ConfigError);
    }
  });

  it('call a cost weak when it is below all of OWASP’s minimums (19 MiB × 2, 46 MiB × 1, …)', () => {
    expect(isWeakPasswordHashCost({ memoryKib: 65_536, passes: 3 })).toBe(false);
    expect(isWeakPasswordHashCost({ memoryKib: 19_456, passes: 2 })).toBe(false);
    expect(isWeakPasswordHashCost({ memoryKib: 47_104, passes: 1 })).toBe(false);
    expect(isWeakPasswordHashCost({ memoryKib: 19_456, passes: 1 })).toBe(true);
    expect(isWeakPasswordHashCost({ memoryKib: 4096, passes: 5 })).toBe(true);
  });
});
