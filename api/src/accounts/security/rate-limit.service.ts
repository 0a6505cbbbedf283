import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from '../../common/errors/api-error';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../accounts-config';
import { memoryStore, redisStore, type Limit, type RateLimitStore } from './rate-limit-store';

export type LimitedAction = 'login' | 'reset';

/**
 * Attempts allowed per window, per client IP and per account (the login as typed, accountKey()).
 * An IP gets more room than one account, since a venue's Wi-Fi puts many players behind one IP.
 */
export const RATE_LIMITS: Record<LimitedAction, { perIp: Limit; perAccount: Limit }> = {
  login: {
    perIp: { points: 30, durationSeconds: 15 * 60 },
    perAccount: { points: 10, durationSeconds: 15 * 60 },
  },
  reset: {
    perIp: { points: 10, durationSeconds: 60 * 60 },
    perAccount: { points: 5, durationSeconds: 60 * 60 },
  },
};

/**
 * Counts attempts in Redis when REDIS_URL is set (shared by every API instance, kept across
 * restarts), else in this process. Over the limit: 429 TOO_MANY_REQUESTS with Retry-After.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RateLimitService.name);
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly store: RateLimitStore;
  private redisDown = false;

  constructor(@Inject(ACCOUNTS_CONFIG) config: AccountsConfig) {
    this.store = config.redisUrl
      ? redisStore(config.redisUrl, {
          onError: (error) => this.onRedisError(error),
          onReady: () => this.onRedisReady(),
        })
      : memoryStore();
  }

  /** The API starts answering once Redis is connected (or known to be away). */
  async onModuleInit(): Promise<void> {
    await this.store.connected();
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }

  /** Counts one attempt; throws 429 when the IP or the account is over its limit. */
  async hit(action: LimitedAction, ip: string, accountKey: string): Promise<void> {
    const limits = RATE_LIMITS[action];
    const results = await Promise.allSettled([
      this.limiter(`${action}:ip`, limits.perIp).consume(ip),
      this.limiter(`${action}:account`, limits.perAccount).consume(accountKey),
    ]);
    const refusals = results
      .filter((result) => result.status === 'rejected')
      .map((result) => result.reason as unknown);
    if (refusals.length === 0) return;
    const waits = refusals.map((reason) => {
      if (reason instanceof RateLimiterRes) return reason.msBeforeNext;
      throw reason;
    });
    throw new ApiError('tooManyRequests', {}, Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  /**
   * A successful attempt costs nothing: the IP gets its point back and the account's failures
   * are forgotten, so only failures (guesses) use up the limits.
   */
  async succeeded(action: LimitedAction, ip: string, accountKey: string): Promise<void> {
    await this.limiter(`${action}:ip`, RATE_LIMITS[action].perIp).reward(ip, 1);
    await this.clear(action, accountKey);
  }

  /** Forgets an account's failed attempts, e.g. after a password reset. */
  async clear(action: LimitedAction, accountKey: string): Promise<void> {
    await this.limiter(`${action}:account`, RATE_LIMITS[action].perAccount).delete(accountKey);
  }

  private limiter(name: string, limit: Limit): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = this.store.limiter(name, limit);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** Logged once per outage: the limits are counted in this process meanwhile. */
  private onRedisError(error: Error): void {
    if (this.redisDown) return;
    this.redisDown = true;
    this.logger.warn(`Redis unreachable, rate limits counted in this process: ${error.message}`);
  }

  private onRedisReady(): void {
    if (!this.redisDown) return;
    this.redisDown = false;
    this.logger.log('Redis reachable again: rate limits shared again');
  }
}
