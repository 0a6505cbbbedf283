import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../common/errors/api-error';
import type { AccountsConfig } from '../../common/config/accounts-config';
import { RateLimitService } from './rate-limit.service';
import { RATE_LIMITS, loginWaitSeconds } from './rate-limits';

const CONFIG: AccountsConfig = {
  publicUrl: 'http://localhost:3000',
  smtpUrl: null,
  outboxDir: '/nowhere/outbox',
  uploadsDir: '/nowhere/uploads',
  trustedOrigins: [],
  redisUrl: null,
};
const { freeFailures } = RATE_LIMITS.login;

/** A wrong password, as sign-in counts it: the Retry-After seconds when refused, or 'allowed'. */
async function attempt(service: RateLimitService, ip: string, login: string) {
  try {
    await service.hit('login', ip, login);
    await service.failed('login', ip, login);
    return 'allowed';
  } catch (error) {
    if (error instanceof ApiError && error.key === 'tooManyRequests') {
      return error.retryAfterSeconds;
    }
    throw error;
  }
}

describe('loginWaitSeconds', () => {
  it('lets the first failures pass, then doubles the wait, up to 15 minutes', () => {
    const waits = Array.from({ length: 20 }, (_, i) => loginWaitSeconds(i + 1));
    expect(waits).toEqual([
      0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900, 900,
    ]);
  });
});

describe('RateLimitService: sign-in attempts per account and address', () => {
  let service: RateLimitService;

  beforeEach(() => {
    vi.useFakeTimers();
    service = new RateLimitService(CONFIG);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes an address that keeps failing wait longer after each failure', async () => {
    for (let failure = 1; failure <= freeFailures; failure++) {
      expect(await attempt(service, '10.0.0.1', 'ann')).toBe('allowed');
    }
    const waits: unknown[] = [];
    for (let round = 0; round < 6; round++) {
      expect(await attempt(service, '10.0.0.1', 'ann')).toBe('allowed');
      const wait = await attempt(service, '10.0.0.1', 'ann');
      waits.push(wait);
      vi.advanceTimersByTime(Number(wait) * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it('starts the wait when the failure is known, however long the check took', async () => {
    for (let failure = 1; failure <= freeFailures; failure++) {
      await attempt(service, '10.0.0.1', 'ann');
    }
    await service.hit('login', '10.0.0.1', 'ann');
    // a concurrent attempt while the password is being checked already waits
    expect(await attempt(service, '10.0.0.1', 'ann')).toBe(1);
    vi.advanceTimersByTime(900);
    await service.failed('login', '10.0.0.1', 'ann');
    vi.advanceTimersByTime(900);
    expect(await attempt(service, '10.0.0.1', 'ann')).toBe(1);
    vi.advanceTimersByTime(100);
    expect(await attempt(service, '10.0.0.1', 'ann')).toBe('allowed');
  });

  it('never makes another address wait for the failures of one', async () => {
    for (let failure = 0; failure < 30; failure++) await attempt(service, '10.0.0.1', 'ann');
    expect(await attempt(service, '10.0.0.1', 'ann')).toEqual(expect.any(Number));
    expect(await attempt(service, '10.0.0.2', 'ann')).toBe('allowed');
    expect(await attempt(service, '10.0.0.1', 'bob')).toBe('allowed');
  });

  it('forgets the failures of the address that signs in', async () => {
    for (let failure = 0; failure <= freeFailures; failure++) {
      await attempt(service, '10.0.0.1', 'ann');
    }
    expect(await attempt(service, '10.0.0.1', 'ann')).toBe(1);
    vi.advanceTimersByTime(1000);
    await attempt(service, '10.0.0.1', 'ann');
    await service.succeeded('login', '10.0.0.1', 'ann');
    expect(await attempt(service, '10.0.0.1', 'ann')).toBe('allowed');
  });

  it("forgets every address's failures of an account when told (a password reset)", async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2']) {
      for (let failure = 0; failure <= freeFailures; failure++) await attempt(service, ip, 'ann');
      expect(await attempt(service, ip, 'ann')).toBe(1);
    }
    await service.clear('login', 'ann');
    for (const ip of ['10.0.0.1', '10.0.0.2']) {
      for (let failure = 0; failure < freeFailures; failure++) {
        expect(await attempt(service, ip, 'ann')).toBe('allowed');
      }
    }
  });

  it('still stops one address trying many accounts', async () => {
    const { points, durationSeconds } = RATE_LIMITS.login.perIp;
    for (let account = 0; account < points; account++) {
      expect(await attempt(service, '10.0.0.9', `account${account}`)).toBe('allowed');
    }
    const refused = await attempt(service, '10.0.0.9', 'one more');
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(durationSeconds);
    expect(await attempt(service, '10.0.0.10', 'one more')).toBe('allowed');
  });
});
