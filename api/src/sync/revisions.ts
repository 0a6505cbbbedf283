import type { EntityManager } from '@mikro-orm/core';
import type { SyncCollection } from '@sync/protocol';
import { tableOf } from './replicated-entities';

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

const CHUNK = 500;

/**
 * Gives fresh revisions to rows changed by bulk SQL (the rating computation), which bypasses the
 * unit of work and so the subscriber.
 */
export async function markRowsChanged(
  em: EntityManager,
  collection: SyncCollection,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  let rev = await allocateRevisions(em, ids.length);
  const table = tableOf(collection);
  const connection = em.getConnection();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const cases = chunk.map(() => 'when ? then ?').join(' ');
    const params: number[] = [];
    for (const id of chunk) params.push(id, rev++);
    await connection.execute(
      `update ${table} set rev = case id ${cases} end where id in (${chunk.map(() => '?').join(',')})`,
      [...params, ...chunk],
      'run',
      em.getTransactionContext(),
    );
  }
}
