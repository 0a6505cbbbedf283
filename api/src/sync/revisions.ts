import type { EntityManager } from '@mikro-orm/core';

/**
 * Takes `count` consecutive numbers from the one global revision counter and returns the first.
 * The counter row stays locked until the surrounding transaction ends, so revisions become
 * visible in the order they were handed out (PostgreSQL); SQLite has a single writer anyway.
 */
export async function allocateRevisions(em: EntityManager, count: number): Promise<number> {
  if (!em.isInTransaction()) {
    throw new Error('Replicated rows must be written inside a transaction (em.transactional)');
  }
  const result: unknown = await em
    .getConnection()
    .execute(
      'update sync_counter set value = value + ? where id = 1 returning value',
      [count],
      'get',
      em.getTransactionContext(),
    );
  return Number((result as { value: number | string }).value) - count + 1;
}
