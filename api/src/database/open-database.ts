import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver } from '@mikro-orm/knex';
import type { DatabaseConfig } from '../common/config/app-config';
import { ormOptions } from './orm-options';

/** Connects, applies the committed migrations and tunes SQLite for a web server. */
export type Database = MikroORM<AbstractSqlDriver>;

export async function openDatabase(database: DatabaseConfig): Promise<Database> {
  const orm = await MikroORM.init(ormOptions(database));
  if (database.kind === 'sqlite') {
    const connection = orm.em.getConnection();
    if (database.path !== ':memory:') await connection.execute('pragma journal_mode = wal');
    await connection.execute('pragma synchronous = normal');
  }
  await orm.getMigrator().up();
  return orm;
}
