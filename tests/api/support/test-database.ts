import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';
import { parseDatabaseUrl, type DatabaseConfig } from '@api/common/config/app-config';
import { openDatabase, type Database } from '@api/database/open-database';
import { ormOptions } from '@api/database/orm-options';
import { MIGRATIONS } from '../../../api/migrations';

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
 * The committed migrations' fingerprint: a template migrated by other migrations (an edited or
 * added one) has another name and is never used.
 */
const MIGRATIONS_KEY = createHash('sha256')
  .update(MIGRATIONS.map((m) => `${m.name}\n${String(m.class)}`).join('\n'))
  .digest('hex')
  .slice(0, 12);
const TEMPLATE_PREFIX = 'go_test_template_';
/** Serialises the making of the PostgreSQL template among the test processes. */
const TEMPLATE_LOCK = 740_301;

/**
 * A fresh, migrated database for one test suite: a temporary SQLite file by default, or a new
 * database on the PostgreSQL server of DATABASE_URL=postgres://... (dropped afterwards), so that
 * suites can run in parallel on either. Each is a copy of a template migrated once (per process
 * for SQLite, per server for PostgreSQL): running the migrations took most of a suite's set-up.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const name = `go_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (url && /^postgres(ql)?:\/\//.test(url)) return createPostgresDatabase(url, name, options);
  const path = join(tmpdir(), `${name}.sqlite`);
  const config = parseDatabaseUrl(`sqlite:${path}`);
  if (options.migrateTo === undefined) copyFileSync(await sqliteTemplate(), path);
  const orm = await openTestDatabase(config, options);
  return {
    config,
    orm,
    close: async () => {
      await orm.close(true);
      removeSqliteFiles(path);
    },
  };
}

async function createPostgresDatabase(
  url: string,
  name: string,
  options: TestDatabaseOptions,
): Promise<TestDatabase> {
  const template = options.migrateTo === undefined ? await postgresTemplate(url) : null;
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const config = parseDatabaseUrl(databaseUrl(url, name));
  const orm = await openTestDatabase(config, options);
  return {
    config,
    orm,
    close: async () => {
      await orm.close(true);
      await adminQuery(url, `drop database if exists ${name}`);
    },
  };
}

/** Opens a copy of the template (its migrations all applied), or migrates an empty database. */
function openTestDatabase(config: DatabaseConfig, options: TestDatabaseOptions): Promise<Database> {
  return options.migrateTo === undefined
    ? openDatabase(config)
    : migratedTo(config, options.migrateTo);
}

async function migratedTo(config: DatabaseConfig, name: string): Promise<Database> {
  const orm = await MikroORM.init(ormOptions(config));
  await orm.getMigrator().up({ to: name });
  return orm;
}

let sqliteTemplatePath: Promise<string> | undefined;

/** A migrated SQLite file of this process, made on first use and removed when it exits. */
function sqliteTemplate(): Promise<string> {
  sqliteTemplatePath ??= (async () => {
    const path = join(tmpdir(), `${TEMPLATE_PREFIX}${MIGRATIONS_KEY}_${process.pid}.sqlite`);
    const orm = await openDatabase(parseDatabaseUrl(`sqlite:${path}`));
    // Closing checkpoints the write-ahead log into the file, so the file alone is the database.
    await orm.close(true);
    process.once('exit', () => removeSqliteFiles(path));
    return path;
  })();
  return sqliteTemplatePath;
}

let postgresTemplateName: Promise<string> | undefined;

/**
 * The server's migrated template database, made by the first process that needs it (others wait
 * on an advisory lock) and kept for later runs; templates of other migrations are dropped.
 */
function postgresTemplate(url: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const template = `${TEMPLATE_PREFIX}${MIGRATIONS_KEY}`;
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const existing = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${TEMPLATE_PREFIX}%`],
      );
      const names = existing.rows.map((row) => row.datname);
      if (!names.includes(template)) {
        for (const stale of names) {
          // another checkout's run may still be copying it: then it stays for later
          await client.query(`drop database if exists ${stale}`).catch(() => undefined);
        }
        // Made under another name and renamed when complete: a run stopped halfway leaves no
        // template that looks finished.
        const building = `${template}_building`;
        await client.query(`create database ${building}`);
        const orm = await openDatabase(parseDatabaseUrl(databaseUrl(url, building)));
        await orm.close(true);
        await client.query(`alter database ${building} rename to ${template}`);
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
      await client.end();
    }
    return template;
  })();
  return postgresTemplateName;
}

function databaseUrl(serverUrl: string, database: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${database}`;
  return target.toString();
}

function removeSqliteFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
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
