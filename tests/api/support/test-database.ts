import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';
import { parseDatabaseUrl, type DatabaseConfig } from '@api/common/config/app-config';
import { openDatabase, type Database } from '@api/database/open-database';
import { ormOptions } from '@api/database/orm-options';

export interface TestDatabase {
  config: DatabaseConfig;
  orm: Database;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** the last migration to apply (a migration's test applies the later ones itself) */
  migrateTo?: string;
}

/**
 * A fresh, migrated database for one test suite: a temporary SQLite file by default, or a new
 * database on the PostgreSQL server of DATABASE_URL=postgres://... (dropped afterwards), so that
 * suites can run in parallel on either.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const open = options.migrateTo === undefined ? openDatabase : migratedTo(options.migrateTo);
  const url = process.env.DATABASE_URL;
  const name = `go_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const config = parseDatabaseUrl(target.toString());
    const orm = await open(config);
    return {
      config,
      orm,
      close: async () => {
        await orm.close(true);
        await adminQuery(url, `drop database if exists ${name}`);
      },
    };
  }
  const path = join(tmpdir(), `${name}.sqlite`);
  const config = parseDatabaseUrl(`sqlite:${path}`);
  const orm = await open(config);
  return {
    config,
    orm,
    close: async () => {
      await orm.close(true);
      for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    },
  };
}

function migratedTo(name: string): (config: DatabaseConfig) => Promise<Database> {
  return async (config) => {
    const orm = await MikroORM.init(ormOptions(config));
    await orm.getMigrator().up({ to: name });
    return orm;
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
