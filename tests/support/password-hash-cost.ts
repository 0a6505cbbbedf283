import type { PasswordHashCost } from '@api/common/config/password-hash-config';

/**
 * The tests' argon2id cost: the real hash at 4 MiB and 1 pass, about 48 times less work than
 * production's 64 MiB and 3 passes, because the tests sign up and sign in thousands of times. The production cost has its own unit
 * test (password-hasher.test.ts).
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 4096, passes: 1 };

/** The same for a server started as a process. */
export const TEST_PASSWORD_HASH_ENV = {
  PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_COST.memoryKib),
  PASSWORD_HASH_PASSES: String(TEST_PASSWORD_HASH_COST.passes),
};
