import { BaseSqlitePlatform, type EntityManager } from '@mikro-orm/knex';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';

/**
 * A date or a boolean as the database's driver binds it in a raw query: SQLite keeps dates as ms
 * numbers and booleans as 0/1 (better-sqlite3 binds neither Date nor boolean), PostgreSQL takes
 * them as they are. MikroORM's entities do the same by themselves.
 */
export function dbDate(em: EntityManager, ms: number): number | Date {
  return isSqlite(em) ? ms : new Date(ms);
}

export function dbBool(em: EntityManager, value: boolean): boolean | number {
  return isSqlite(em) ? Number(value) : value;
}

function isSqlite(em: EntityManager): boolean {
  return em.getPlatform() instanceof BaseSqlitePlatform;
}

export function isPostgres(em: EntityManager): boolean {
  return em.getPlatform() instanceof PostgreSqlPlatform;
}

/** The id of the one row an insert ... returning('id') wrote (an object or a bare value). */
export function insertedId(rows: readonly unknown[]): number {
  const row = rows[0];
  return Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);
}
