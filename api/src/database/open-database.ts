import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver } from '@mikro-orm/knex';
import type { DatabaseConfig } from '../common/config/app-config';
import { SERVER_DATABASE_OPTIONS, type DatabaseOptions } from './database-options';
import { ormOptions } from './orm-options';

export type Database = MikroORM<AbstractSqlDriver>;

/**
 * Connects (SQLite in WAL mode with a busy timeout, see ormOptions) and applies the committed
 * migrations. `options` say how long a write waits for another writer: the server's by default.
 */
export async function openDatabase(
  database: DatabaseConfig,
  options: DatabaseOptions = SERVER_DATABASE_OPTIONS,
): Promise<Database> {
  const orm = await MikroORM.init(ormOptions(database, options));
  await orm.getMigrator().up();
  return orm;
}
