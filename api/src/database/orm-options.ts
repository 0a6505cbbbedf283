import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Options } from '@mikro-orm/core';
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
import type { AbstractSqlDriver } from '@mikro-orm/knex';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../migrations';
import type { DatabaseConfig } from '../common/config/app-config';
import { SyncRevisionSubscriber } from '../sync/sync-revision.subscriber';
import { ENTITIES } from './entities';
import { cacheStatements } from './sqlite-statement-cache';

/** MikroORM options for either database; the same entities and migrations serve both. */
export function ormOptions(database: DatabaseConfig, debug = false): Options<AbstractSqlDriver> {
  const common = {
    entities: ENTITIES,
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
        afterCreate: (
          connection: Parameters<typeof cacheStatements>[0],
          done: (error: Error | null, connection: unknown) => void,
        ) => {
          cacheStatements(connection);
          done(null, connection);
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
