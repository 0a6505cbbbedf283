import type { EntityManager, Knex } from '@mikro-orm/knex';

/**
 * The knex to run raw queries with: the open transaction's when there is one. (On SQLite the
 * pool has one connection, so a query outside the transaction would wait for it forever.)
 */
export function knexOf(em: EntityManager): Knex {
  return em.getTransactionContext<Knex.Transaction>() ?? em.getKnex();
}
