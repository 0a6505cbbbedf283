import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@sync/contract/account';
import { SessionService } from '@api/accounts/auth/session.service';
import { UserSession } from '@api/accounts/entities/user-session.entity';
import { User } from '@api/accounts/entities/user.entity';
import { importFiles } from '@api/cli/import-files';
import { CLI_DATABASE_OPTIONS, type DatabaseOptions } from '@api/database/database-options';
import { Tournament } from '@api/tournaments/tournament.entity';
import { createTestUser, signedInUser } from './support/accounts';
import {
  createSqliteTestApp,
  createSqliteTestDatabase,
  holdWriteLock,
  type BusyTestDatabase,
  type WriteLock,
} from './support/sqlite-busy';
import type { TestApp } from './support/test-app';
import { TEST_ORIGIN } from './support/test-app';

const SERVICE_UNAVAILABLE = {
  statusCode: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'Service Unavailable',
};

// Short waits: SQLite's busy_timeout blocks the process, and the other writer lives in it too.
const patient: DatabaseOptions = {
  busyTimeoutMs: 20,
  busyRetry: { windowMs: 60_000, maxAttempts: 50, firstDelayMs: 10, maxDelayMs: 200 },
};
const impatient: DatabaseOptions = {
  busyTimeoutMs: 20,
  busyRetry: { windowMs: 1_000, maxAttempts: 4, firstDelayMs: 20, maxDelayMs: 100 },
};

describe('SQLite: a write while another connection holds the write lock', () => {
  let t: TestApp & { db: BusyTestDatabase };
  let lock: WriteLock | null = null;

  const remove = (cookie: string, id: number) =>
    t.http().delete(`/api/v1/user/${id}`).set('Cookie', cookie).set('Origin', TEST_ORIGIN);
  const statusOf = async (id: number) => (await t.db.orm.em.fork().findOneOrFail(User, id)).status;

  afterEach(() => {
    lock?.release();
    t.db.onBusy = null;
  });

  describe('with time to wait', () => {
    beforeAll(async () => {
      t = await createSqliteTestApp(patient);
    });
    afterAll(async () => {
      await t.close();
    });

    it("runs the server's connection in WAL mode with the configured busy timeout", async () => {
      const connection = t.db.orm.em.getConnection();
      expect(await connection.execute('pragma journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      expect(await connection.execute('pragma busy_timeout')).toEqual([{ timeout: 20 }]);
    });

    it('waits for the lock and writes once the other writer is done', async () => {
      const { user, cookie } = await signedInUser(t);
      const busy: number[] = [];
      lock = holdWriteLock(t.db.path);
      t.db.onBusy = ({ attempt }) => {
        busy.push(attempt);
        lock?.release();
      };

      const response = await remove(cookie, user.id);

      expect(response.status).toBe(204);
      expect(busy).toEqual([1]);
      expect(await statusOf(user.id)).toBe('deleted');
    });

    it('waits for a write outside any transaction without holding up the server', async () => {
      const user = await createTestUser(t);
      const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
      const { token } = await t.app.get(SessionService).start(user, null, anHourAgo);
      lock = holdWriteLock(t.db.path);
      const waiting = new Promise<void>((resolve) => {
        t.db.onBusy = () => resolve();
      });

      // Signed in, a session last seen an hour ago notes that it is used now: one UPDATE.
      const me = t.http().get('/api/v1/user').set('Cookie', `${SESSION_COOKIE}=${token}`);
      const answer = me.then((response) => response);
      const first = await Promise.race([
        waiting.then(() => 'the write waits'),
        answer.then(() => 'answered'),
      ]);
      expect(first).toBe('the write waits');
      const docs = await t.http().get('/api/docs/json');
      const heldMeanwhile = !lock.released;
      lock.release();

      expect(docs.status).toBe(200);
      expect(heldMeanwhile).toBe(true);
      expect((await answer).status).toBe(200);
      const session = await t.db.orm.em.fork().findOneOrFail(UserSession, { user: user.id });
      expect(session.lastSeenAt!.getTime()).toBeGreaterThan(anHourAgo.getTime());
    });
  });

  describe('when the lock outlasts the retries', () => {
    beforeAll(async () => {
      t = await createSqliteTestApp(impatient);
    });
    afterAll(async () => {
      await t.close();
    });

    it("answers 503 'Service Unavailable' with Retry-After and writes nothing", async () => {
      const { user, cookie } = await signedInUser(t);
      const busy: number[] = [];
      t.db.onBusy = ({ attempt }) => busy.push(attempt);
      lock = holdWriteLock(t.db.path);

      const response = await remove(cookie, user.id);
      lock.release();

      expect(response.status).toBe(503);
      expect(response.body).toEqual(SERVICE_UNAVAILABLE);
      expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(busy.length).toBeGreaterThan(1);
      expect(busy.length).toBeLessThan(impatient.busyRetry.maxAttempts);
      expect(await statusOf(user.id)).toBe('active');
      const me = await t.http().get('/api/v1/user').set('Cookie', cookie);
      expect(me.status).toBe(200);
    });
  });
});

describe('SQLite: an import while another connection holds the write lock', () => {
  let db: BusyTestDatabase;
  let dir: string;
  let lock: WriteLock | null = null;

  beforeAll(async () => {
    // The import's own policy, with a short busy_timeout (the other writer is in this process).
    db = await createSqliteTestDatabase({ ...CLI_DATABASE_OPTIONS, busyTimeoutMs: 20 });
    dir = mkdtempSync(join(tmpdir(), 'go-busy-import-'));
  });
  afterAll(async () => {
    lock?.release();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const h9 = (code: string, title: string) =>
    [
      `; TC[${code}]`,
      `; EV[${title}]`,
      '; PC[UA, Київ]',
      '; DT[2024-03-01,2024-03-02]',
      ';',
      '; Pl Name Grd Co Club Wins R1 R2',
      '  1 Іваненко Петро    3d UA Київ  2   2+/w0   3+/b0  |12345678',
      '  2 Петренко Іван     1k UA Київ  1   1-/b0   3+/w0',
      '  3 Сидоренко Ганна   2k UA Київ  0   0-      1-/w0',
    ].join('\n');

  it('waits for the lock and imports every file', async () => {
    const files = ['A', 'B', 'C'].map((letter) => {
      const file = join(dir, `cup-${letter}.h9`);
      writeFileSync(file, h9(`T24030${letter}`, `Cup ${letter}`));
      return file;
    });
    const output = { log: [] as string[], warn: [] as string[], error: [] as string[] };
    const out = {
      log: (line: string) => output.log.push(line),
      warn: (line: string) => output.warn.push(line),
      error: (line: string) => output.error.push(line),
    };
    let busy = 0;
    lock = holdWriteLock(db.path);
    // The other writer keeps the lock while the importer tries three times.
    db.onBusy = () => {
      busy += 1;
      if (busy === 3) lock?.release();
    };

    const failures = await importFiles(db.orm.em, 'h9', files, out);

    expect(output.error).toEqual([]);
    expect(failures).toBe(0);
    expect(busy).toBeGreaterThanOrEqual(3);
    const titles = (await db.orm.em.fork().find(Tournament, {}, { orderBy: { id: 'asc' } })).map(
      (tournament) => tournament.title,
    );
    expect(titles).toEqual(['Cup A', 'Cup B', 'Cup C']);
  });
});
