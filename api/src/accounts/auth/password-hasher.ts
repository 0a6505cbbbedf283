import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), which OWASP accepts. */
@Injectable()
export class PasswordHasher {
  /** Verifying against this when a login names nobody costs the same time as a real check. */
  private readonly decoy = argon2.hash('decoy password, never matches', { type: argon2.argon2id });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      await argon2.verify(await this.decoy, password);
      return false;
    }
    return argon2.verify(hash, password);
  }
}
