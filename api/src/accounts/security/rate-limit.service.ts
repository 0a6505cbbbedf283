import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from '../../common/errors/api-error';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { memoryStore, redisStore, type Limit, type RateLimitStore } from './rate-limit-store';
import { RATE_LIMITS, loginWaitSeconds, type LimitedAction } from './rate-limits';

/** Keys of the sign-in counters: the IP first (no '|' in it), so no two pairs share one. */
const pairKey = (ip: string, clearedAt: number, accountKey: string) =>
  `${ip}|${clearedAt}|${accountKey}`;

/**
 * Counts attempts in Redis when REDIS_URL is set (shared by every API instance, kept across
 * restarts), else in this process. Over a limit: 429 TOO_MANY_REQUESTS with Retry-After.
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

  /**
   * Counts one attempt before it is checked; throws 429 when it may not be made now. A sign-in
   * counts as a failure of its (account, IP) pair until succeeded() says otherwise.
   */
  async hit(action: LimitedAction, ip: string, accountKey: string): Promise<void> {
    if (action === 'login') return this.hitLogin(ip, accountKey);
    const limits = RATE_LIMITS[action];
    await refuseOverLimit([
      this.limiter(`${action}:ip`, limits.perIp).consume(ip),
      this.limiter(`${action}:account`, limits.perAccount).consume(accountKey),
    ]);
  }

  /**
   * Counts one request of `name` (e.g. 'clientLog:ip') by `key` against a limit given by the
   * caller (a setting); throws 429 with Retry-After when it may not be made now.
   */
  async consume(name: string, key: string, limit: Limit): Promise<void> {
    await refuseOverLimit([this.limiter(name, limit).consume(key)]);
  }

  /**
   * A successful sign-in costs nothing: the IP gets its point back and the pair's failures and
   * wait are forgotten, so only failures (guesses) use up the limits.
   */
  async succeeded(action: 'login', ip: string, accountKey: string): Promise<void> {
    const limits = RATE_LIMITS[action];
    const pair = await this.pairOf(ip, accountKey);
    await Promise.all([
      this.limiter('login:ip', limits.perIp).reward(ip, 1),
      this.pairFailures().delete(pair),
      this.pairWait().delete(pair),
    ]);
  }

  /**
   * A failed sign-in: its pair's wait starts again from now, so checking the password does not
   * use up the wait (hit() already made the pair wait, holding off attempts made meanwhile).
   */
  async failed(action: 'login', ip: string, accountKey: string): Promise<void> {
    const pair = await this.pairOf(ip, accountKey);
    const failures = await this.pairFailures().get(pair);
    const wait = loginWaitSeconds(failures?.consumedPoints ?? 0, RATE_LIMITS[action]);
    if (wait > 0) await this.pairWait().set(pair, 1, wait);
  }

  /** Forgets an account's failed attempts, from every address, e.g. after a password reset. */
  async clear(action: LimitedAction, accountKey: string): Promise<void> {
    if (action === 'login') {
      // The pairs' keys start afresh; the old counters expire by themselves.
      const { pairWindowSeconds } = RATE_LIMITS.login;
      await this.clearedAt().set(accountKey, Date.now(), pairWindowSeconds);
      return;
    }
    await this.limiter(`${action}:account`, RATE_LIMITS[action].perAccount).delete(accountKey);
  }

  private async hitLogin(ip: string, accountKey: string): Promise<void> {
    const limits = RATE_LIMITS.login;
    const pair = await this.pairOf(ip, accountKey);
    const waiting = await this.pairWait().get(pair);
    if (waiting && waiting.msBeforeNext > 0) throw tooManyRequests(waiting.msBeforeNext);
    await refuseOverLimit([this.limiter('login:ip', limits.perIp).consume(ip)]);
    const { consumedPoints: failures } = await this.pairFailures().penalty(pair, 1);
    const wait = loginWaitSeconds(failures, limits);
    if (wait > 0) await this.pairWait().set(pair, 1, wait);
  }

  private async pairOf(ip: string, accountKey: string): Promise<string> {
    const cleared = await this.clearedAt().get(accountKey);
    return pairKey(ip, cleared?.consumedPoints ?? 0, accountKey);
  }

  /** Failures of each (account, IP) pair. */
  private pairFailures(): RateLimiterAbstract {
    const { pairWindowSeconds } = RATE_LIMITS.login;
    return this.limiter('login:pair', { points: 1, durationSeconds: pairWindowSeconds });
  }

  /** How long each (account, IP) pair must wait before its next attempt. */
  private pairWait(): RateLimiterAbstract {
    const { maxWaitSeconds } = RATE_LIMITS.login;
    return this.limiter('login:wait', { points: 1, durationSeconds: maxWaitSeconds });
  }

  /** When each account's failures were last forgotten (ms since 1970), part of its pairs' keys. */
  private clearedAt(): RateLimiterAbstract {
    const { pairWindowSeconds } = RATE_LIMITS.login;
    return this.limiter('login:cleared', { points: 1, durationSeconds: pairWindowSeconds });
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

/** Waits for every count; throws 429 with the longest wait when any is over its limit. */
async function refuseOverLimit(counts: Promise<RateLimiterRes>[]): Promise<void> {
  const results = await Promise.allSettled(counts);
  const waits = results
    .filter((result) => result.status === 'rejected')
    .map((result) => {
      const reason = result.reason as unknown;
      if (reason instanceof RateLimiterRes) return reason.msBeforeNext;
      throw reason;
    });
  if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
}

function tooManyRequests(waitMs: number): ApiError {
  return new ApiError('tooManyRequests', {}, Math.max(1, Math.ceil(waitMs / 1000)));
}
