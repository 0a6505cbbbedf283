import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '@api/accounts/security/rate-limit.service';
import { REDIS_KEY_PREFIX } from '@api/accounts/security/rate-limit-store';
import { closedPort } from './support/smtp-inbox';
import { createTestApp, type TestApp } from './support/test-app';

/** The Redis every machine runs (the developers' guide); CI's included. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const TOO_MANY_REQUESTS = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Try again later',
};

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

  it('counts the attempts on one account across two API instances', async () => {
    const login = `nobody-${unique()}`;
    const { points } = RATE_LIMITS.login.perAccount;
    for (let attempt = 0; attempt < points; attempt++) {
      const instance = attempt % 2 === 0 ? first : second;
      await wrongLogin(instance, login, randomIp()).expect(404);
    }
    for (const instance of [first, second]) {
      const refused = await wrongLogin(instance, login, randomIp()).expect(429);
      expect(refused.body).toEqual(TOO_MANY_REQUESTS);
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    }
  });

  it('keeps the counts in Redis, under its own keys, for the window only', async () => {
    const login = `counted-${unique()}`;
    await wrongLogin(first, login, randomIp()).expect(404);
    const key = `${REDIS_KEY_PREFIX}login:account:${login}`;
    expect(await redis.get(key)).toBe('1');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(RATE_LIMITS.login.perAccount.durationSeconds * 1000);
  });

  it('keeps the counts across a restart of the API', async () => {
    const login = `restarted-${unique()}`;
    const { points } = RATE_LIMITS.login.perAccount;
    for (let attempt = 0; attempt < points; attempt++) {
      await wrongLogin(first, login, randomIp()).expect(404);
    }
    const restarted = await appBehindProxy(REDIS_URL);
    try {
      await wrongLogin(restarted, login, randomIp()).expect(429);
    } finally {
      await restarted.close();
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
    const { points } = RATE_LIMITS.login.perAccount;
    for (let attempt = 0; attempt < points; attempt++) {
      await wrongLogin(t, login, randomIp()).expect(404);
    }
    const refused = await wrongLogin(t, login, randomIp()).expect(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    const outages = warnings.mock.calls.filter(([message]) =>
      String(message).startsWith('Redis unreachable, rate limits counted in this process'),
    );
    expect(outages).toHaveLength(1);
  });
});
