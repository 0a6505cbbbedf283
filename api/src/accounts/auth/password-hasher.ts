import { availableParallelism } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import argon2 from 'argon2';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import {
  DEFAULT_PASSWORD_HASH_COST,
  isWeakPasswordHashCost,
  type PasswordHashCost,
} from '../../common/config/password-hash-config';
import { ConcurrencyLimit } from '../security/concurrency-limit';

/**
 * argon2id, by default with the library's defaults (64 MiB, 3 passes), which OWASP accepts; a
 * hash keeps its own cost, so a stored one is checked as it was made whatever the setting now. At
 * most `passwordHashConcurrency` run at once (half the cores by default): many sign-ups or
 * sign-ins at once queue here instead of taking every core and the thread pool that reads need too.
 */
@Injectable()
export class PasswordHasher {
  private readonly limit: ConcurrencyLimit;
  private readonly cost: PasswordHashCost;
  /** Verifying against this when a login names nobody costs the same time as a real check. */
  private readonly decoy: Promise<string>;

  constructor(
    @Inject(ACCOUNTS_CONFIG)
    config: Pick<AccountsConfig, 'passwordHashConcurrency' | 'passwordHashCost'>,
  ) {
    this.limit = new ConcurrencyLimit(
      config.passwordHashConcurrency ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    );
    this.cost = config.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST;
    if (isWeakPasswordHashCost(this.cost)) {
      new Logger(PasswordHasher.name).warn(
        `Passwords are hashed with ${this.cost.memoryKib} KiB and ${this.cost.passes} passes, ` +
          'below OWASP’s minimums (e.g. 19456 KiB with 2 passes): fit for tests only',
      );
    }
    this.decoy = this.hash('decoy password, never matches');
  }

  hash(password: string): Promise<string> {
    const { memoryKib, passes } = this.cost;
    return this.limit.run(() =>
      argon2.hash(password, { type: argon2.argon2id, memoryCost: memoryKib, timeCost: passes }),
    );
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      const decoy = await this.decoy;
      await this.limit.run(() => argon2.verify(decoy, password));
      return false;
    }
    return this.limit.run(() => argon2.verify(hash, password));
  }
}
