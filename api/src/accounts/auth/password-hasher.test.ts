import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordHasher } from './password-hasher';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Watches the real argon2 calls: how many run at most at the same time. */
function watchArgon2() {
  let inFlight = 0;
  const seen = { most: 0, calls: 0 };
  const watch =
    <A extends unknown[], R>(real: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      inFlight += 1;
      seen.calls += 1;
      seen.most = Math.max(seen.most, inFlight);
      try {
        return await real(...args);
      } finally {
        inFlight -= 1;
      }
    };
  const hash = watch(argon2.hash.bind(argon2));
  const verify = watch(argon2.verify.bind(argon2));
  vi.spyOn(argon2, 'hash').mockImplementation(hash);
  vi.spyOn(argon2, 'verify').mockImplementation(verify);
  return seen;
}

// Each argon2id operation takes 0.1 to 1 s, depending on the machine's load.
describe('PasswordHasher', { timeout: 60_000 }, () => {
  it('never runs more argon2 operations at once than its limit', async () => {
    const seen = watchArgon2();
    const hasher = new PasswordHasher({ passwordHashConcurrency: 2 });
    const hashes = await Promise.all(
      Array.from({ length: 4 }, (_, i) => hasher.hash(`password number ${i}`)),
    );
    const checks = await Promise.all([
      hasher.verify(hashes[0], 'password number 0'),
      hasher.verify(hashes[1], 'a wrong password'),
      hasher.verify(null, 'nobody has this'),
      hasher.verify(hashes[3], 'password number 3'),
    ]);
    expect(checks).toEqual([true, false, false, true]);
    expect(seen.calls).toBe(9);
    expect(seen.most).toBe(2);
  });

  it('runs one at a time when told to', async () => {
    const seen = watchArgon2();
    const hasher = new PasswordHasher({ passwordHashConcurrency: 1 });
    await Promise.all(Array.from({ length: 3 }, (_, i) => hasher.hash(`password ${i}`)));
    expect(seen.most).toBe(1);
  });

  it('hashes with argon2’s defaults (64 MiB, 3 passes) unless told otherwise', async () => {
    const hash = await new PasswordHasher({}).hash('a password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('hashes with the configured cost, and still checks a hash made with another', async () => {
    const strong = await new PasswordHasher({}).hash('a password');
    const cheap = new PasswordHasher({ passwordHashCost: { memoryKib: 4096, passes: 1 } });
    const hash = await cheap.hash('a password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=4096,p=4,t=1\$/);
    expect(await cheap.verify(hash, 'a password')).toBe(true);
    expect(await cheap.verify(strong, 'a password')).toBe(true);
    expect(await cheap.verify(strong, 'another')).toBe(false);
  });
});
