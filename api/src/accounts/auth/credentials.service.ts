import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { accountKey, checkPassword, VALIDATION_MESSAGES } from '@domain/account';
import { ApiError } from '../../common/errors/api-error';
import { User } from '../entities/user.entity';
import { RateLimitService } from '../security/rate-limit.service';
import { findAccountByLogin } from './account-lookup';
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
    const login = typeof body.login === 'string' ? body.login : '';
    const key = accountKey(login);
    if (!key) {
      throw new ApiError('invalidField', {
        message: VALIDATION_MESSAGES.loginRequired,
        field: 'login',
      });
    }
    await this.rateLimits.hit('login', ip, key);
    const password = typeof body.password === 'string' ? body.password : '';
    const user = await this.verifiedUser(login, password);
    if (!user) {
      await this.rateLimits.failed('login', ip, key);
      throw new ApiError('authorizationFailed');
    }
    await this.rateLimits.succeeded('login', ip, key);
    return user;
  }

  /** The account the login names, if this is its password; null for anything else. */
  private async verifiedUser(login: string, password: string): Promise<User | null> {
    // A password no account can have is not worth hashing (a huge one is an attack on the CPU).
    if (checkPassword(password) === 'passwordTooLong') return null;
    const user = await findAccountByLogin(this.em, login, ['active', 'pending']);
    const verified = await this.hasher.verify(user?.passwordHash ?? null, password);
    return verified ? user : null;
  }
}
