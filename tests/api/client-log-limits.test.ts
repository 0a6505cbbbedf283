import { Logger } from '@nestjs/common';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry, LogPage } from '@sync/contract/logs';
import { LOG_RETENTION } from '@api/logs/server-log-retention';
import { ServerLog } from '@api/logs/server-log.service';
import { signedInUser } from './support/accounts';
import { TOO_MANY_REQUESTS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

/** What an admin reads of the error log: every entry matching the query, newest first. */
async function logEntries(
  t: TestApp,
  cookie: string,
  query: Record<string, string>,
): Promise<LogEntry[]> {
  await t.app.get(ServerLog).idle();
  const response = await t
    .http()
    .get('/api/v1/log')
    .query({ limit: 200, ...query })
    .set('Cookie', cookie)
    .expect(200);
  return (response.body as LogPage).items;
}

describe('POST /log: reports per IP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ usageLimits: { clientLogPerIpHour: 3 } });
    t.app.set('trust proxy', 'loopback');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const report = (ip: string, text: string) =>
    t.http().post('/api/v1/log').set('X-Forwarded-For', ip).send({ Msg: text });

  it('answers 429 with Retry-After beyond CLIENT_LOG_PER_IP_HOUR, keeping nothing of it; other IPs still report', async () => {
    for (let i = 1; i <= 3; i++) await report('203.0.113.7', `allowed report ${i}`).expect(204);
    const refused = await report('203.0.113.7', 'one report too many').expect(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    await report('198.51.100.4', 'another address').expect(204);

    const { cookie } = await signedInUser(t, { roles: ['user', 'admin'] });
    const messages = (await logEntries(t, cookie, { source: 'client' })).map((e) => e.message);
    expect(messages.sort()).toEqual([
      'allowed report 1',
      'allowed report 2',
      'allowed report 3',
      'another address',
    ]);
  });
});

describe('client reports in the error log: repeats collapsed, their own share', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ usageLimits: { clientLogMaxRows: 5 } });
    ({ cookie } = await signedInUser(t, { roles: ['user', 'admin'] }));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const report = (text: string, requestId = 'a-report') =>
    t.http().post('/api/v1/log').set('X-Request-Id', requestId).send({ Msg: text }).expect(204);

  it('keeps one row per message and stack, with how often and when first and last seen', async () => {
    const crash = 'TypeError: repeated crash\n    at Board (board.tsx:10)';
    await report(crash, 'crash-1');
    await t.app.get(ServerLog).idle();
    await report(crash, 'crash-2');
    await report(crash, 'crash-3');
    await report('TypeError: repeated crash\n    at Clock (clock.tsx:3)');

    const entries = await logEntries(t, cookie, { text: 'repeated crash' });
    expect(entries.map((e) => [e.stack, e.count])).toEqual([
      ['at Clock (clock.tsx:3)', 1],
      ['at Board (board.tsx:10)', 3],
    ]);
    const [once, thrice] = entries;
    expect(once.firstAt).toBe(once.at);
    expect(Date.parse(thrice.firstAt)).toBeLessThanOrEqual(Date.parse(thrice.at));
    expect(thrice).toMatchObject({
      source: 'client',
      level: 'warn',
      message: 'TypeError: repeated crash',
      requestId: 'crash-3',
    });
  });

  it('counts a crash thrown at one place as one row, whatever frames lie below it', async () => {
    const thrownAt = 'Error: page broke at /x\nError: page broke\n    at Page (page.tsx:4)';
    await report(
      `${thrownAt}\n    at renderWithHooks (react.js:1)\n    at workLoopSync (react.js:2)`,
    );
    await report(
      `${thrownAt}\n    at renderWithHooks (react.js:1)\n    at workLoopConcurrent (react.js:3)`,
    );
    await report('Error: page broke at /x\nError: page broke\n    at Header (header.tsx:9)');

    const entries = await logEntries(t, cookie, { text: 'page broke' });
    expect(entries.map((e) => [e.stack?.split('\n')[1], e.count])).toEqual([
      ['    at Header (header.tsx:9)', 1],
      ['    at Page (page.tsx:4)', 2],
    ]);
  });

  it("a flood of client reports never costs the server's own entries: neither queued nor kept", async () => {
    const serverLog = t.app.get(ServerLog);
    serverLog.record({
      level: 'error',
      source: 'server',
      message: 'server error before the flood',
    });
    for (let i = 0; i < 400; i++) {
      serverLog.record({ level: 'warn', source: 'client', message: `flooded report ${i}` });
    }
    serverLog.record({
      level: 'error',
      source: 'server',
      message: 'server error during the flood',
    });
    await serverLog.idle();
    const [dropped] = await logEntries(t, cookie, { text: 'dropped' });
    expect(dropped).toMatchObject({
      source: 'client',
      message: 'Client reports dropped: too many at once',
      count: 300,
    });
    const configured = serverLog.retention;
    expect(configured).toEqual({ ...LOG_RETENTION, clientMaxRows: 5 });
    serverLog.retention = { ...configured, maxRows: 10 };
    await serverLog.prune();
    serverLog.retention = configured;

    const server = await logEntries(t, cookie, { source: 'server', text: 'server error' });
    expect(server.map((e) => e.message)).toEqual([
      'server error during the flood',
      'server error before the flood',
    ]);
    expect(await logEntries(t, cookie, { source: 'client' })).toHaveLength(5);
  });

  it('the configured share of client rows is the one applied', async () => {
    const serverLog = t.app.get(ServerLog);
    for (let i = 0; i < 12; i++) await report(`configured share ${i}`);
    await serverLog.idle();
    await serverLog.prune();
    const client = await logEntries(t, cookie, { source: 'client' });
    expect(client.map((e) => e.message)).toEqual(
      [11, 10, 9, 8, 7].map((i) => `configured share ${i}`),
    );
  });
});
