import type { EntityManager, Knex } from '@mikro-orm/knex';
import type { TableName } from './tables';

/**
 * The knex to run raw queries with: the open transaction's when there is one. (On SQLite the
 * pool has one connection, so a query outside the transaction would wait for it forever.) A
 * table of the typed map (tables.ts) gets a typed builder: `knexOf(em)('live_game')`.
 */
export function knexOf(em: EntityManager): Knex {
  return em.getTransactionContext<Knex.Transaction>() ?? em.getKnex();
}

/**
 * A table of the typed map only: unlike knex's own call, which takes any name, a misspelt
 * table's name fails the type check.
 */
export function tableOf<T extends TableName>(em: EntityManager, table: T) {
  return knexOf(em)<T>(table);
}
