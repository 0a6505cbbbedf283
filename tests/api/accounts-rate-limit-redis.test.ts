import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '@api/accounts/security/rate-limits';
import { REDIS_KEY_PREFIX } from '@api/accounts/security/rate-limit-store';
import { AUTHORIZATION_FAILED } from './support/accounts';
import { failUntilWaiting } from './support/login-attempts';
import { closedPort } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';

/** The Redis every machine runs (the developers' guide); CI's included. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const TOO_MANY_REQUESTS = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Try again later',
};

const FAILED = AUTHORIZATION_FAILED.statusCode;

/** A login and a client address of this run only, so runs sharing the Redis do not meet. */
const unique = () => randomBytes(6).toString('hex');
const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] % 250).join('.')}`;

function wrongLogin(t: TestApp, login: string, ip: string) {
  return t
    .http()
    .post('/api/v1/login')
    .set('X-Forwarded-For', ip)
    .send({ login, password: 'a wrong guess' });
}

async function appBehindProxy(redisUrl: string): Promise<TestApp> {
  const t = await createTestApp({ redisUrl });
  t.app.set('trust proxy', 'loopback');
  return t;
}

describe('rate limits kept in Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    [first, second] = await Promise.all([appBehindProxy(REDIS_URL), appBehindProxy(REDIS_URL)]);
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    redis?.disconnect();
  });

  it('counts the failures of one account from one address across two API instances', async () => {
    const login = `nobody-${unique()}`;
    const ip = randomIp();
    await failUntilWaiting((n) => wrongLogin(n % 2 === 0 ? first : second, login, ip), {
      seconds: 3,
      attempts: RATE_LIMITS.login.freeFailures + 1,
      failedStatus: FAILED,
    });
    for (const instance of [first, second]) {
      const refused = await wrongLogin(instance, login, ip).expect(429);
      expect(refused.body).toEqual(TOO_MANY_REQUESTS);
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    }
    // the same account from another address is not held up
    await wrongLogin(second, login, randomIp()).expect(FAILED);
  });

  it('keeps the counts in Redis, under its own keys, for the window only', async () => {
    const login = `counted-${unique()}`;
    const ip = randomIp();
    await wrongLogin(first, login, ip).expect(FAILED);
    const key = `${REDIS_KEY_PREFIX}login:pair:${ip}|0|${login}`;
    expect(await redis.get(key)).toBe('1');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(RATE_LIMITS.login.pairWindowSeconds * 1000);
  });

  it('keeps the counts across a restart of the API', async () => {
    const login = `restarted-${unique()}`;
    const ip = randomIp();
    const { freeFailures } = RATE_LIMITS.login;
    for (let attempt = 0; attempt < freeFailures; attempt++) {
      await wrongLogin(first, login, ip).expect(FAILED);
    }
    const restarted = await appBehindProxy(REDIS_URL);
    try {
      await wrongLogin(restarted, login, ip).expect(FAILED);
      const pair = `${ip}|0|${login}`;
      expect(await redis.get(`${REDIS_KEY_PREFIX}login:pair:${pair}`)).toBe(
        String(freeFailures + 1),
      );
    } finally {
      await restarted.close();
    }
  });

  it('counts the sign-ups to one e-mail address across two API instances', async () => {
    const email = `target-${unique()}@example.org`;
    const { points } = RATE_LIMITS.register.perAccount;
    const signUp = (instance: TestApp, n: number) =>
      instance
        .http()
        .post('/api/v1/register')
        .set('X-Forwarded-For', randomIp())
        .send({ username: `signup${unique()}${n}`, email, password: 'a long enough password' });
    for (let attempt = 0; attempt < points; attempt++) {
      const answer = await signUp(attempt % 2 === 0 ? first : second, attempt);
      expect([201, 409]).toContain(answer.status);
    }
    for (const instance of [first, second]) {
      const refused = await signUp(instance, points).expect(429);
      expect(refused.body).toEqual(TOO_MANY_REQUESTS);
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    }
  });
});

describe('rate limits when Redis cannot be reached', () => {
  let t: TestApp;
  const warnings = vi.spyOn(Logger.prototype, 'warn');

  beforeAll(async () => {
    t = await appBehindProxy(`redis://127.0.0.1:${await closedPort()}`);
  });
  afterAll(async () => {
    await t?.close();
    warnings.mockRestore();
  });

  it('still limits, counting in the process, and says so in the log once', async () => {
    const login = `offline-${unique()}`;
    const ip = randomIp();
    await failUntilWaiting(() => wrongLogin(t, login, ip), {
      seconds: 1,
      attempts: RATE_LIMITS.login.freeFailures + 1,
      failedStatus: FAILED,
    });
    const refused = await wrongLogin(t, login, ip).expect(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    const outages = warnings.mock.calls.filter(([message]) =>
      String(message).startsWith('Redis unreachable, rate limits counted in this process'),
    );
    expect(outages).toHaveLength(1);
  });
});
