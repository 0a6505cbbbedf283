import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { PASSWORD_MAX_LENGTH } from '@domain/account';
import { ApiError } from '../../common/errors/api-error';
import { PasswordHasher } from '../auth/password-hasher';
import { User } from '../entities/user.entity';
import { RateLimitService } from '../security/rate-limit.service';

/**
 * A signed-in user proving their password before a change that matters (password, e-mail).
 * Guessing it is guessing a login, so it counts against the login limit; 403 WRONG_PASSWORD.
 */
@Injectable()
export class CurrentPasswordService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly rateLimit: RateLimitService,
  ) {}

  /** The actor's account, fresh from the database, once the password is proven. */
  async prove(actor: User, password: unknown, ip: string): Promise<User> {
    await this.rateLimit.hit('login', ip, actor.usernameKey);
    const user = await this.em.fork().findOne(User, { id: actor.id, status: 'active' });
    if (!user) throw new ApiError('unauthorized');
    const text = typeof password === 'string' ? password : '';
    const plausible = [...text].length <= PASSWORD_MAX_LENGTH;
    if (!plausible || !(await this.hasher.verify(user.passwordHash, text))) {
      await this.rateLimit.failed('login', ip, actor.usernameKey);
      throw new ApiError('wrongPassword');
    }
    await this.rateLimit.succeeded('login', ip, actor.usernameKey);
    return user;
  }
}
