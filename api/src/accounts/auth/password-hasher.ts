import { availableParallelism } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { ConcurrencyLimit } from '../security/concurrency-limit';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes), which OWASP accepts. At most
 * `passwordHashConcurrency` run at once (half the cores by default): many sign-ups or sign-ins at
 * once queue here instead of taking every core and the thread pool that reads need too.
 */
@Injectable()
export class PasswordHasher {
  private readonly limit: ConcurrencyLimit;
  /** Verifying against this when a login names nobody costs the same time as a real check. */
  private readonly decoy: Promise<string>;

  constructor(@Inject(ACCOUNTS_CONFIG) config: Pick<AccountsConfig, 'passwordHashConcurrency'>) {
    this.limit = new ConcurrencyLimit(
      config.passwordHashConcurrency ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    );
    this.decoy = this.hash('decoy password, never matches');
  }

  hash(password: string): Promise<string> {
    return this.limit.run(() => argon2.hash(password, { type: argon2.argon2id }));
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
