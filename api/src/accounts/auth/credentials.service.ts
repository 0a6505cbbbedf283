import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { accountKey, checkPassword, VALIDATION_MESSAGES } from '@domain/account';
import { ApiError } from '../../common/errors/api-error';
import { User } from '../entities/user.entity';
import { RateLimitService } from '../security/rate-limit.service';
import type { LoginDto } from './dto/login.dto';
import { PasswordHasher } from './password-hasher';

/**
 * A username or e-mail and its password, as sign-in and the activation resend take them, under
 * the sign-in rate limits. A wrong password, an unknown login and a deleted account all answer
 * 404 'Authorization failed' (code 'invalid credentials') after one argon2 check (a decoy's when
 * nobody matches), so neither the answer nor its time tells whether an account exists.
 */
@Injectable()
export class CredentialsService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** The account (active or pending) whose login and password these are. */
  async verify(body: LoginDto, ip: string): Promise<User> {
    const key = typeof body.login === 'string' ? accountKey(body.login) : '';
    if (!key) {
      throw new ApiError('invalidField', {
        message: VALIDATION_MESSAGES.loginRequired,
        field: 'login',
      });
    }
    await this.rateLimits.hit('login', ip, key);
    const password = typeof body.password === 'string' ? body.password : '';
    const user = await this.verifiedUser(key, password);
    if (!user) {
      await this.rateLimits.failed('login', ip, key);
      throw new ApiError('authorizationFailed');
    }
    await this.rateLimits.succeeded('login', ip, key);
    return user;
  }

  /** The account the login names whose password this is; null for anything else. */
  private async verifiedUser(key: string, password: string): Promise<User | null> {
    // A password no account can have is not worth hashing (a huge one is an attack on the CPU).
    if (checkPassword(password) === 'passwordTooLong') return null;
    const candidates = await this.em.find(
      User,
      { $or: [{ usernameKey: key }, { emailKey: key }], status: { $ne: 'deleted' } },
      // One person's username may be another's e-mail; the username is tried first.
      { orderBy: { id: 'asc' } },
    );
    candidates.sort((a, b) => Number(b.usernameKey === key) - Number(a.usernameKey === key));
    if (candidates.length === 0) {
      await this.hasher.verify(null, password);
      return null;
    }
    for (const user of candidates) {
      if (await this.hasher.verify(user.passwordHash, password)) return user;
    }
    return null;
  }
}
