import type { EntityManager } from '@mikro-orm/knex';

/**
 * The last data revision: the global sync counter, which every write of players, tournaments or
 * locations moves (revisions.ts), in this process or in another one. A plain statement: it is
 * read on every request of the lists and statistics kept per revision.
 */
export async function readDataRevision(em: EntityManager): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<{ value: number | string }[]>('select value from sync_counter where id = 1');
  return Number(row?.value ?? 0);
}
