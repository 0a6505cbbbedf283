import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { parseDatabaseUrl } from '@api/common/config/app-config';
import type { BusyRetryEvent } from '@api/database/busy-retry';
import type { DatabaseOptions } from '@api/database/database-options';
import { openDatabase } from '@api/database/open-database';
import type { TestDatabase } from './test-database';
import { createTestAppOn, type TestApp } from './test-app';

/**
 * A database on a SQLite file of its own, whatever DATABASE_URL says: waiting for another
 * writer's lock is SQLite's matter. `onBusy` is told each time a transaction found it busy.
 */
export interface BusyTestDatabase extends TestDatabase {
  path: string;
  onBusy: ((event: BusyRetryEvent) => void) | null;
}

export async function createSqliteTestDatabase(
  options: DatabaseOptions,
): Promise<BusyTestDatabase> {
  const path = join(tmpdir(), `go_busy_${process.pid}_${randomBytes(4).toString('hex')}.sqlite`);
  const config = parseDatabaseUrl(`sqlite:${path}`);
  const db: BusyTestDatabase = {
    path,
    config,
    onBusy: null,
    orm: await openDatabase(config, {
      ...options,
      busyRetry: { ...options.busyRetry, onBusy: (event) => db.onBusy?.(event) },
    }),
    close: async () => {
      await db.orm.close(true);
      for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    },
  };
  return db;
}

/** The real application on such a database (like createTestApp). */
export async function createSqliteTestApp(
  options: DatabaseOptions,
): Promise<TestApp & { db: BusyTestDatabase }> {
  return createTestAppOn(await createSqliteTestDatabase(options));
}

export interface WriteLock {
  /** Commits the other writer's change and closes its connection (again: nothing). */
  release(): void;
  readonly released: boolean;
}

/**
 * Another writer on the same file (as an import beside the server would be): its own connection
 * takes the write lock at once and writes a row, committed only on release, so that whoever read
 * before the release reads an outdated snapshot afterwards.
 */
export function holdWriteLock(path: string): WriteLock {
  const other = new Database(path);
  other.exec('begin immediate');
  other
    .prepare(
      'insert into app_setting (key, value) values (?, ?) on conflict (key) do update set value = excluded.value',
    )
    .run('other-writer', new Date().toISOString());
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      other.exec('commit');
      other.close();
    },
    get released() {
      return released;
    },
  };
}
