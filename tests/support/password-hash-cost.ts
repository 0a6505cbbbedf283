import type { PasswordHashCost } from '@api/common/config/password-hash-config';
import { PasswordHasher } from '@api/accounts/auth/password-hasher';

/**
 * The tests' argon2id cost: the real hash at 4 MiB and 1 pass, about 48 times less work than
 * production's 64 MiB and 3 passes, because the tests sign up and sign in thousands of times.
 * The production cost has its own unit test (password-hasher.test.ts).
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 4096, passes: 1 };

/** The same for a server started as a process. */
export const TEST_PASSWORD_HASH_ENV = {
  PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_COST.memoryKib),
  PASSWORD_HASH_PASSES: String(TEST_PASSWORD_HASH_COST.passes),
};

const hashes = new Map<string, Promise<string>>();
let hasher: PasswordHasher | undefined;

/**
 * The app's hash of `password` at the tests' cost, for accounts the tests write straight into the
 * database; made once per password in a process (a hash verifies however often it is reused).
 */
export function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hasher ??= new PasswordHasher({ passwordHashCost: TEST_PASSWORD_HASH_COST });
    hash = hasher.hash(password);
    hashes.set(password, hash);
  }
  return hash;
}
