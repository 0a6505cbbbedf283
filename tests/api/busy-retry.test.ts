import Database from 'better-sqlite3';
import { IsolationLevel } from '@mikro-orm/core';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppSetting } from '@api/database/app-setting.entity';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** Sets an app setting on another connection of its own, committed at once. */
async function setElsewhere(db: TestDatabase, key: string, value: string): Promise<void> {
  if (db.config.kind === 'postgresql') {
    const client = new Client({ connectionString: db.config.url });
    await client.connect();
    try {
      await client.query('update app_setting set value = $1 where key = $2', [value, key]);
    } finally {
      await client.end();
    }
    return;
  }
  const other = new Database(db.config.path);
  try {
    other.prepare('update app_setting set value = ? where key = ?').run(value, key);
  } finally {
    other.close();
  }
}

describe('a transaction that another writer got in the way of', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.orm.em.fork().transactional((em) => {
      em.create(AppSetting, { key: 'counter', value: '1' });
    });
  });
  afterAll(async () => {
    await db.close();
  });

  // SQLite: the second connection commits while this transaction reads, so its write finds its
  // snapshot outdated (SQLITE_BUSY_SNAPSHOT). PostgreSQL: repeatable read, so the update of a row
  // changed meanwhile fails with a serialization failure (40001). Both are run again.
  it('is run again from the start and sees the other change', async () => {
    const isolation =
      db.config.kind === 'postgresql' ? { isolationLevel: IsolationLevel.REPEATABLE_READ } : {};
    let attempts = 0;
    await db.orm.em.fork().transactional(async (em) => {
      attempts += 1;
      const counter = await em.findOneOrFail(AppSetting, { key: 'counter' });
      if (attempts === 1) {
        await setElsewhere(db, 'counter', '10');
      }
      counter.value = String(Number(counter.value) + 1);
    }, isolation);

    expect(attempts).toBe(2);
    const counter = await db.orm.em.fork().findOneOrFail(AppSetting, { key: 'counter' });
    expect(counter.value).toBe('11');
  });

  it('is not run again for an error of its own', async () => {
    let attempts = 0;
    const failing = db.orm.em.fork().transactional(async (em) => {
      attempts += 1;
      em.create(AppSetting, { key: 'counter', value: 'twice' });
      await em.flush();
    });
    await expect(failing).rejects.toThrow(/unique|duplicate/i);
    expect(attempts).toBe(1);
  });
});
