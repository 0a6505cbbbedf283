import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../../common/errors/api-error';

export type LimitedAction = 'login' | 'reset';

interface Limit {
  points: number;
  durationSeconds: number;
}

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
 * Counts attempts in this process (one API instance; a Redis store would share them between
 * several). Over the limit: 429 TOO_MANY_REQUESTS with Retry-After.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterMemory>();

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

  private limiter(name: string, limit: Limit): RateLimiterMemory {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
