import { Logger } from '@nestjs/common';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditPage, LogEntry, LogPage } from '@sync/contract/logs';
import { UsersAdminService } from '@api/accounts/admin/users-admin.service';
import type { User } from '@api/accounts/entities/user.entity';
import { ServerLogEntry } from '@api/logs/server-log-entry.entity';
import { LOG_RETENTION, pruneServerLog } from '@api/logs/server-log-retention';
import { ServerLog } from '@api/logs/server-log.service';
import { UnhandledRejectionWatcher } from '@api/logs/unhandled-rejection.watcher';
import { SiteService } from '@api/site/site.service';
import { signedInUser } from './support/accounts';
import { BAD_PARAMETERS, PERMISSION_DENIED, UNAUTHORIZED } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const INTERNAL = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 24 * 60 * 60_000;

describe('the error log: GET /log, POST /log; the audit trail: GET /admin/audit', () => {
  let t: TestApp;
  let admin: User;
  let adminCookie: string;
  let plainCookie: string;

  /** The unhandled-rejection listener the app added while starting. */
  let rejectionListener: (reason: unknown) => void;

  beforeAll(async () => {
    const listenersBefore = process.listeners('unhandledRejection');
    t = await createTestApp();
    const added = process
      .listeners('unhandledRejection')
      .filter((listener) => !listenersBefore.includes(listener));
    expect(added).toHaveLength(1);
    rejectionListener = added[0] as (reason: unknown) => void;
    ({ user: admin, cookie: adminCookie } = await signedInUser(t, {
      username: 'logreader',
      roles: ['user', 'admin'],
    }));
    ({ cookie: plainCookie } = await signedInUser(t, { username: 'plainuser' }));
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const written = () => t.app.get(ServerLog).idle();
  const getLog = (query: Record<string, string | number> = {}, cookie = adminCookie) =>
    t.http().get('/api/v1/log').query(query).set('Cookie', cookie);
  const logPage = async (query: Record<string, string | number> = {}): Promise<LogPage> => {
    await written();
    return (await getLog(query).expect(200)).body as LogPage;
  };
  const only = async (query: Record<string, string | number>): Promise<LogEntry> => {
    const page = await logPage(query);
    expect(page.items).toHaveLength(1);
    return page.items[0];
  };
  const seedEntries = (entries: Partial<ServerLogEntry>[]) =>
    t.seed((em) =>
      entries.map((entry) => {
        const at = entry.at ?? new Date();
        return em.create(ServerLogEntry, {
          level: 'error',
          source: 'server',
          message: 'seeded',
          at,
          firstAt: at,
          count: 1,
          ...entry,
        });
      }),
    );

  describe('what goes in', () => {
    it('keeps a 5xx answer with its request id, method, path (secrets redacted), message and stack', async () => {
      vi.spyOn(SiteService.prototype, 'info').mockRejectedValue(new Error('site facts exploded'));
      const response = await t
        .http()
        .get('/api/v1/site?from=/reset-password/S3cr3tT0ken')
        .set('X-Request-Id', 'req-5xx-anonymous')
        .expect(500);
      expect(response.body).toEqual(INTERNAL);
      expect(response.headers['x-request-id']).toBe('req-5xx-anonymous');

      const entry = await only({ text: 'site facts exploded' });
      expect(entry).toMatchObject({
        level: 'error',
        source: 'server',
        requestId: 'req-5xx-anonymous',
        method: 'GET',
        path: '/api/v1/site?from=/reset-password/[redacted]',
        userId: null,
        username: null,
        status: 500,
        message: 'site facts exploded',
      });
      expect(entry.stack).toContain('Error: site facts exploded');
      expect(entry.stack).toMatch(/\n\s+at /);
      expect(JSON.stringify(entry)).not.toContain('S3cr3tT0ken');
    });

    it('keeps the signed-in user of a failed request', async () => {
      vi.spyOn(UsersAdminService.prototype, 'roles').mockImplementation(() => {
        throw new TypeError('roles list broke');
      });
      const response = await t
        .http()
        .get('/api/v1/users/roles')
        .set('Cookie', adminCookie)
        .expect(500);
      const entry = await only({ text: 'roles list broke' });
      expect(entry).toMatchObject({
        requestId: response.headers['x-request-id'],
        method: 'GET',
        path: '/api/v1/users/roles',
        userId: admin.id,
        username: 'logreader',
        status: 500,
      });
      expect(entry.stack).toContain('TypeError: roles list broke');
    });

    it('sends a request id back on every answer: a sane incoming one, a new UUID otherwise', async () => {
      const fresh = await t.http().get('/api/v1/site').expect(200);
      expect(fresh.headers['x-request-id']).toMatch(UUID);
      const kept = await t.http().get('/api/v1/site').set('X-Request-Id', 'abc.DEF_1:2-3');
      expect(kept.headers['x-request-id']).toBe('abc.DEF_1:2-3');
      for (const insane of ['has space', 'x'.repeat(101), 'semi;colon', '<script>']) {
        const replaced = await t.http().get('/api/v1/site').set('X-Request-Id', insane);
        expect(replaced.headers['x-request-id'], insane).toMatch(UUID);
      }
    });

    it('does not keep 4xx answers', async () => {
      await t.http().get('/api/v1/players/999999?marker=four-oh-four').expect(404);
      expect((await logPage({ text: 'four-oh-four' })).total).toBe(0);
    });

    it('keeps a crash screen report (POST /log) as source client, still answering 204', async () => {
      vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const response = await t
        .http()
        .post('/api/v1/log')
        .set('X-Request-Id', 'req-crash-report')
        .send({
          Msg: 'TypeError: crashy is undefined at http://localhost:3000/throw-error\nTypeError: crashy\n    at ThrowError (throw-error.tsx:5)',
        })
        .expect(204);
      expect(response.text).toBe('');
      const entry = await only({ source: 'client', text: 'crashy is undefined' });
      expect(entry).toMatchObject({
        level: 'warn',
        source: 'client',
        requestId: 'req-crash-report',
        message: 'TypeError: crashy is undefined at http://localhost:3000/throw-error',
        stack: 'TypeError: crashy\n    at ThrowError (throw-error.tsx:5)',
        status: null,
      });
    });

    it("keeps the server code's Logger.error lines, with the request they happened in", async () => {
      new Logger('RatingProcessing').error(
        'processing of tournament 7 failed',
        'Error: no games\n    at process (processing.ts:1)',
      );
      new Logger('RatingProcessing').warn('a warning is not kept');
      const entry = await only({ text: 'processing of tournament 7' });
      expect(entry).toMatchObject({
        level: 'error',
        source: 'server',
        message: '[RatingProcessing] processing of tournament 7 failed',
        stack: 'Error: no games\n    at process (processing.ts:1)',
        requestId: null,
      });
      expect((await logPage({ text: 'a warning is not kept' })).total).toBe(0);

      const site = t.app.get(SiteService);
      const info = site.info.bind(site);
      vi.spyOn(site, 'info').mockImplementation(async () => {
        await Promise.resolve();
        new Logger('SiteFacts').error('logged while answering');
        return info();
      });
      await t
        .http()
        .get('/api/v1/site')
        .set('Cookie', adminCookie)
        .set('X-Request-Id', 'req-logged-inside')
        .expect(200);
      expect(await only({ text: 'logged while answering' })).toMatchObject({
        message: '[SiteFacts] logged while answering',
        requestId: 'req-logged-inside',
        method: 'GET',
        path: '/api/v1/site',
        status: null,
        stack: null,
      });
    });

    it('keeps an unhandled promise rejection (the listener the app added)', async () => {
      vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      rejectionListener(new RangeError('nobody awaited this'));
      const entry = await only({ text: 'nobody awaited this' });
      expect(entry.message).toBe('Unhandled promise rejection: nobody awaited this');
      expect(entry.stack).toContain('RangeError: nobody awaited this');
      t.app.get(UnhandledRejectionWatcher).report('a plain reason');
      expect((await only({ text: 'a plain reason' })).stack).toBeNull();
    });

    it('drops entries beyond a burst instead of queueing without bound, and says so', async () => {
      const serverLog = t.app.get(ServerLog);
      for (let i = 0; i < 500; i++) {
        serverLog.record({ level: 'error', source: 'server', message: `burst-entry ${i}` });
      }
      const page = await logPage({ text: 'burst-entry', limit: 1 });
      expect(page.total).toBeLessThan(500);
      expect(page.total).toBeGreaterThan(0);
      const dropped = await only({ text: 'log entries dropped' });
      expect(dropped.message).toBe(`${500 - page.total} log entries dropped: too many at once`);
    });
  });

  describe('GET /log', () => {
    it('answers 401 signed out and 403 with the exact text to a non-admin; POST stays public', async () => {
      expect((await t.http().get('/api/v1/log').expect(401)).body).toEqual(UNAUTHORIZED);
      expect((await getLog({}, plainCookie).expect(403)).body).toEqual(PERMISSION_DENIED);
      expect(PERMISSION_DENIED.message).toBe(
        "Permission denied. You don't have access to perform this action.",
      );
      vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      await t.http().post('/api/v1/log').send({ Msg: 'anonymous report' }).expect(204);
    });

    it('lists the entries since a time, newest first, with filters and pages', async () => {
      const base = Date.parse('2031-05-01T00:00:00Z');
      await seedEntries([
        { at: new Date(base - DAY_MS), message: 'filters: before since' },
        { at: new Date(base + 1000), message: 'filters: first', path: '/api/v1/alpha' },
        { at: new Date(base + 2000), message: 'filters: second', level: 'warn' },
        { at: new Date(base + 3000), message: 'filters: third', source: 'client' },
        { at: new Date(base + 4000), message: 'filters: Fourth', path: '/api/v1/beta' },
      ]);
      const since = '2031-05-01T00:00:00Z';
      const messages = (page: LogPage) => page.items.map((item) => item.message);

      const all = await logPage({ since });
      expect(messages(all)).toEqual([
        'filters: Fourth',
        'filters: third',
        'filters: second',
        'filters: first',
      ]);
      expect(all).toMatchObject({ total: 4, limit: 50, offset: 0 });
      expect(all.items[0].at).toBe('2031-05-01T00:00:04.000Z');

      expect(messages(await logPage({ since, level: 'warn' }))).toEqual(['filters: second']);
      expect(messages(await logPage({ since, source: 'client' }))).toEqual(['filters: third']);
      expect(messages(await logPage({ since, text: 'FOURTH' }))).toEqual(['filters: Fourth']);
      expect(messages(await logPage({ since, text: 'alpha' }))).toEqual(['filters: first']);
      expect(messages(await logPage({ since: '2031-05-01T00:00:02.500Z' }))).toEqual([
        'filters: Fourth',
        'filters: third',
      ]);
      const second = await logPage({ since, limit: 2, offset: 2 });
      expect(messages(second)).toEqual(['filters: second', 'filters: first']);
      expect(second.total).toBe(4);
      expect((await logPage({ text: 'filters:' })).total).toBe(5);
    });

    it.each([
      ['since', 'yesterday'],
      ['since', '2026-13-01T00:00:00Z'],
      ['since', '2026-11-26T25:00:00Z'],
      ['since', ''],
      ['level', 'fatal'],
      ['source', 'browser'],
      ['limit', '0'],
      ['limit', '201'],
      ['offset', '-1'],
      ['text', 'x'.repeat(201)],
    ])('answers 400 for %s=%s', async (name, value) => {
      const response = await getLog({ [name]: value }).expect(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
    });
  });

  describe('retention', () => {
    it('keeps 30 days or 100,000 entries, whichever is fewer, 10,000 of them client reports at most', () => {
      expect(LOG_RETENTION).toEqual({
        maxAgeMs: 30 * DAY_MS,
        maxRows: 100_000,
        clientMaxRows: 10_000,
      });
    });

    it('prunes entries older than the age, then all but the newest rows', async () => {
      const now = new Date('2040-01-31T00:00:00Z');
      const entries = await seedEntries([
        { at: new Date(now.getTime() - 31 * DAY_MS), message: 'retention: too old' },
        { at: new Date(now.getTime() - 29 * DAY_MS), message: 'retention: old but kept' },
        { at: new Date(now.getTime() - 2 * DAY_MS), message: 'retention: recent' },
      ]);
      await pruneServerLog(
        t.db.orm.em.fork(),
        { maxAgeMs: 30 * DAY_MS, maxRows: 1_000, clientMaxRows: 100 },
        now,
      );
      const left = async () =>
        (
          await t.db.orm.em
            .fork()
            .find(ServerLogEntry, { id: { $in: entries.map((e) => e.id) } }, { orderBy: { id: 1 } })
        ).map((entry) => entry.message);
      expect(await left()).toEqual(['retention: old but kept', 'retention: recent']);

      const serverLog = t.app.get(ServerLog);
      serverLog.retention = { maxAgeMs: 3650 * DAY_MS, maxRows: 1, clientMaxRows: 0 };
      await serverLog.prune(now);
      expect(await left()).toEqual(['retention: recent']);
      expect(await t.db.orm.em.fork().count(ServerLogEntry, {})).toBe(1);
      serverLog.retention = LOG_RETENTION;
    });
  });

  describe('GET /admin/audit', () => {
    it('answers 401 signed out and 403 with the exact text to a non-admin', async () => {
      expect((await t.http().get('/api/v1/admin/audit').expect(401)).body).toEqual(UNAUTHORIZED);
      const response = await t
        .http()
        .get('/api/v1/admin/audit')
        .set('Cookie', plainCookie)
        .expect(403);
      expect(response.body).toEqual(PERMISSION_DENIED);
    });

    it('lists a role change with who, what, target and details, newest first, filtered', async () => {
      const { user: target } = await signedInUser(t, { username: 'promoted' });
      const before = new Date(Date.now() - 1000).toISOString();
      for (const roles of [['user', 'admin'], ['user']]) {
        await t
          .http()
          .patch(`/api/v1/admin/user/${target.id}/roles`)
          .set('Cookie', adminCookie)
          .set('Origin', TEST_ORIGIN)
          .send({ roles })
          .expect(200);
      }
      const audit = (query: Record<string, string | number>) =>
        t.http().get('/api/v1/admin/audit').query(query).set('Cookie', adminCookie).expect(200);

      const page = (await audit({ since: before, action: 'user.roles' })).body as AuditPage;
      expect(page.total).toBe(2);
      expect(page.items.map((item) => item.details)).toEqual([
        { before: ['user', 'admin'], after: ['user'] },
        { before: ['user'], after: ['user', 'admin'] },
      ]);
      expect(page.items[0]).toMatchObject({
        actorId: admin.id,
        actorName: 'logreader',
        action: 'user.roles',
        target: `user:${target.id}`,
      });
      expect(Date.parse(page.items[0].at)).toBeGreaterThanOrEqual(Date.parse(before));

      expect(((await audit({ action: 'user' })).body as AuditPage).total).toBe(2);
      expect(((await audit({ action: 'use' })).body as AuditPage).total).toBe(0);
      expect(((await audit({ actor: 'LOGREAD' })).body as AuditPage).total).toBe(2);
      expect(((await audit({ actor: 'nobody' })).body as AuditPage).total).toBe(0);
      expect(((await audit({ since: '2099-01-01T00:00:00Z' })).body as AuditPage).total).toBe(0);
      const paged = (await audit({ limit: 1, offset: 1 })).body as AuditPage;
      expect(paged.items.map((item) => item.details)).toEqual([page.items[1].details]);
    });

    it.each([
      ['since', 'not a time'],
      ['action', 'user roles'],
      ['limit', '1000'],
    ])('answers 400 for %s=%s', async (name, value) => {
      const response = await t
        .http()
        .get('/api/v1/admin/audit')
        .query({ [name]: value })
        .set('Cookie', adminCookie)
        .expect(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
    });
  });
});

describe('a log write that fails', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.orm.em.getConnection().execute('drop table server_log');
  });
  afterAll(async () => {
    await t.close();
  });

  it('never fails the request: the answer is the same, the failure is printed', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    vi.spyOn(SiteService.prototype, 'info').mockRejectedValue(new Error('fails twice'));
    const failed = await t.http().get('/api/v1/site').expect(500);
    expect(failed.body).toEqual(INTERNAL);
    await t.http().post('/api/v1/log').send({ Msg: 'report into nowhere' }).expect(204);
    await t.app.get(ServerLog).idle();
    expect(printed.mock.calls.flat().join(' ')).toContain('[ServerLog] could not store');
    vi.restoreAllMocks();
  });
});
