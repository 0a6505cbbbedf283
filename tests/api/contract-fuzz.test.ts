import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@api/accounts/entities/user.entity';
import { createTestUser, sessionCookieOf } from './support/accounts';
import { TEST_TBANK } from './donate-test-app';
import { problemOf } from './support/contract-fuzz/answer-check';
import { casesOf, type FuzzCase } from './support/contract-fuzz/fuzz-cases';
import { seededRandom } from './support/contract-fuzz/hostile-values';
import {
  operationsOf,
  type OpenApiDocument,
  type Operation,
} from './support/contract-fuzz/openapi-operations';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import { seedTournaments } from './support/tournament-seed';

const SEED = 20261128;
const LIMITS = { valuesPerParameter: 4, valuesPerField: 3, rawBodies: 4, casesPerOperation: 24 };
const AT_ONCE = 4;

type Identity = 'anonymous' | 'user' | 'admin';

/**
 * Every operation of the OpenAPI document, as an anonymous visitor, a signed-in user and an
 * admin, with hostile path and query parameters, body fields and whole bodies (a fixed seed and a
 * bounded number of cases per operation). Never a 5xx, never internals in a body, and every
 * refusal the catalogue's code with its status and text.
 */
describe('contract fuzz: every operation of the OpenAPI document with hostile input', () => {
  let t: TestApp;
  let baseUrl: string;
  let operations: Operation[];
  const accounts: Partial<Record<Identity, User>> = {};

  beforeAll(async () => {
    t = await createTestApp({ donate: TEST_TBANK });
    await t.seed((em) => seedTournaments(em));
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    operations = operationsOf(document);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh session per operation: an operation may sign out, or delete, its account. */
  const cookieOf = async (identity: Identity): Promise<string | null> => {
    if (identity === 'anonymous') return null;
    const current = accounts[identity];
    const alive =
      current &&
      (await t.db.orm.em.fork().findOne(current.constructor as typeof User, {
        id: current.id,
        status: 'active',
      }));
    if (!alive) {
      accounts[identity] = await createTestUser(t, {
        roles: identity === 'admin' ? ['user', 'admin'] : ['user'],
      });
    }
    return sessionCookieOf(t, accounts[identity]!);
  };

  const send = async (operation: Operation, fuzz: FuzzCase, cookie: string | null) => {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (cookie) headers.cookie = cookie;
    if (fuzz.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl + fuzz.url, {
      method: operation.method,
      headers,
      body: fuzz.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    // A stream (SSE) that opened is a proper answer; its body never ends.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, headers: response.headers, text: '' };
    }
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  it(
    'never answers 5xx or internals, and refuses with the catalogue',
    { timeout: 180_000 },
    async () => {
      expect(operations.length).toBeGreaterThan(100);
      const random = seededRandom(SEED);
      const failures: string[] = [];
      let sent = 0;
      for (const operation of operations) {
        const cases = casesOf(operation, random, LIMITS);
        for (const identity of ['anonymous', 'user', 'admin'] as const) {
          const cookie = await cookieOf(identity);
          for (let i = 0; i < cases.length; i += AT_ONCE) {
            await Promise.all(
              cases.slice(i, i + AT_ONCE).map(async (fuzz) => {
                const problem = problemOf(await send(operation, fuzz, cookie));
                sent++;
                if (problem)
                  failures.push(`${operation.name} as ${identity}, ${fuzz.label}: ${problem}`);
              }),
            );
          }
        }
      }
      expect(failures.slice(0, 40), `${failures.length} failed answers`).toEqual([]);
      expect(sent).toBeGreaterThan(2_500);
    },
  );
});
