import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey } from '@domain/account';
import { User } from '@api/accounts/entities/user.entity';
import { RATE_LIMITS } from '@api/accounts/security/rate-limits';
import { DEFAULT_PASSWORD_HASH_COST } from '@api/common/config/password-hash-config';
import { makePlayer } from '@tests/factories/factories';
import { createTestApp, type TestApp, type TestAppOptions } from './support/test-app';

const PASSWORD = 'a long enough password';
const TOO_MANY_REQUESTS = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Try again later',
};
/** Resolves once the condition holds, checking on every turn of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] % 250).join('.')}`;

async function appBehindProxy(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  // Each request names its client in X-Forwarded-For, as a reverse proxy would (TRUST_PROXY).
  t.app.set('trust proxy', 'loopback');
  return t;
}

// Each sign-up costs an argon2id hash (0.1 s on an idle 2-core machine, 1 s on a busy one).
describe('sign-up rate limits', { timeout: 180_000 }, () => {
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    t = await appBehindProxy();
  });
  afterAll(async () => {
    await t?.close();
  });

  const signUp = (ip: string, fields: { username?: string; email?: string } = {}) => {
    serial += 1;
    return t
      .http()
      .post('/api/v1/register')
      .set('X-Forwarded-For', ip)
      .send({
        username: `Signer${serial}`,
        email: `signer${serial}@example.org`,
        password: PASSWORD,
        ...fields,
      });
  };
  const accountsWith = (email: string) =>
    t.db.orm.em.fork().count(User, { emailKey: accountKey(email) });

  it('answers 429 with Retry-After once one address has signed up too many accounts', async () => {
    const { points, durationSeconds } = RATE_LIMITS.register.perIp;
    for (let n = 0; n < points; n++) await signUp('10.1.0.1').expect(201);
    const refused = await signUp('10.1.0.1', { email: 'one-too-many@example.org' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(durationSeconds);
    expect(await accountsWith('one-too-many@example.org')).toBe(0);
    // another address still signs up
    await signUp('10.1.0.2', { email: 'one-too-many@example.org' }).expect(201);
  });

  it('answers 429 once one e-mail address was named too often, whichever addresses asked', async () => {
    const { points } = RATE_LIMITS.register.perAccount;
    const email = 'Popular@Example.org';
    const statuses: number[] = [];
    for (let n = 0; n < points; n++) {
      const email_ = n % 2 === 0 ? email : email.toLowerCase();
      statuses.push((await signUp(`10.2.0.${n + 1}`, { email: email_ })).status);
    }
    expect(statuses).toEqual([201, ...Array<number>(points - 1).fill(409)]);
    const refused = await signUp('10.2.1.1', { email: email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    // the same address may still sign up others
    await signUp('10.2.1.1').expect(201);
  });

  it('does not count a form refused as invalid', async () => {
    const { points } = RATE_LIMITS.register.perIp;
    for (let n = 0; n <= points; n++) {
      await signUp('10.3.0.1', { email: 'not an address' }).expect(400);
    }
    await signUp('10.3.0.1').expect(201);
  });
});

describe('sign-ups and reads at the same time (argon2id)', () => {
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    // Production's cost: each sign-up's hash takes a real while (0.1-1 s), so the read's place
    // among them says whether it waited for the hashes. At the tests' small cost all 20 finish
    // within a few milliseconds and the order is chance (a CI run once had the read 11th).
    t = await appBehindProxy({ passwordHashCost: DEFAULT_PASSWORD_HASH_COST });
    // Enough players for a compressed answer (compression runs in the thread pool, as argon2 does).
    await t.seed((em) => {
      for (let i = 0; i < 50; i++) makePlayer(em);
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a read while 20 sign-ups are in flight, before most of them finish', async () => {
    const SIGN_UPS = 20;
    const finished: string[] = [];
    const signUps = Array.from({ length: SIGN_UPS }, () => {
      serial += 1;
      return t
        .http()
        .post('/api/v1/register')
        .set('X-Forwarded-For', randomIp())
        .send({
          username: `Crowd${serial}`,
          email: `crowd${serial}@example.org`,
          password: PASSWORD,
        })
        .then((response) => {
          finished.push(`sign-up ${response.status}`);
        });
    });
    await until(() => finished.length > 0);
    const read = t
      .http()
      .get('/api/v1/players?limit=50')
      .set('Accept-Encoding', 'gzip')
      .then((response) => {
        expect(response.status).toBe(200);
        finished.push('read');
      });
    await Promise.all([...signUps, read]);
    expect(finished.filter((entry) => entry === 'sign-up 201')).toHaveLength(SIGN_UPS);
    expect(finished.indexOf('read')).toBeLessThan(SIGN_UPS / 2);
  });
});
