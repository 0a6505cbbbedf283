import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Options } from '@mikro-orm/core';
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
import type { AbstractSqlDriver } from '@mikro-orm/knex';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS } from '../../migrations';
import type { DatabaseConfig } from '../common/config/app-config';
import { SyncRevisionSubscriber } from '../sync/sync-revision.subscriber';
import { busyRetryingEntityManager } from './busy-retrying-entity-manager';
import { SERVER_DATABASE_OPTIONS, type DatabaseOptions } from './database-options';
import { ENTITIES } from './entities';
import { waitWhenBusy } from './sqlite-busy-wait';
import { cacheStatements } from './sqlite-statement-cache';

/** MikroORM options for either database; the same entities and migrations serve both. */
export function ormOptions(
  database: DatabaseConfig,
  options: DatabaseOptions = SERVER_DATABASE_OPTIONS,
  debug = false,
): Options<AbstractSqlDriver> {
  const common = {
    entities: ENTITIES,
    entityManager: busyRetryingEntityManager(options.busyRetry),
    subscribers: [new SyncRevisionSubscriber()],
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    discovery: { disableDynamicFileAccess: true },
    allowGlobalContext: false,
    debug,
  } satisfies Options;

  if (database.kind === 'sqlite') {
    if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
    return {
      ...common,
      driver: BetterSqliteDriver,
      dbName: database.path,
      pool: {
        // Every connection, whenever the pool opens one: the server's and the CLIs' alike.
        afterCreate: (
          connection: BetterSqlite3.Database,
          done: (error: Error | null, connection: unknown) => void,
        ) => {
          try {
            connection.pragma(`busy_timeout = ${Math.round(options.busyTimeoutMs)}`);
            // Readers never wait for a writer, nor a writer for readers.
            if (database.path !== ':memory:') connection.pragma('journal_mode = wal');
            connection.pragma('synchronous = normal');
            cacheStatements(connection);
            waitWhenBusy(connection, options.busyRetry);
            done(null, connection);
          } catch (error) {
            done(error as Error, connection);
          }
        },
      },
    };
  }
  return {
    ...common,
    driver: PostgreSqlDriver,
    clientUrl: database.url,
    pool: { min: 1, max: 10 },
  };
}
