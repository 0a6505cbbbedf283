import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as KnexEntityManager } from '@mikro-orm/knex';
import { DEFAULT_USAGE_LIMITS } from '../common/config/usage-limits-config';
import { ServerLogEntry } from './server-log-entry.entity';

export interface LogRetention {
  maxAgeMs: number;
  /** rows in all: the server's own entries get what the client reports' share leaves */
  maxRows: number;
  /** rows of client reports at most (CLIENT_LOG_MAX_ROWS), below `maxRows` */
  clientMaxRows: number;
}

/** 30 days or 100,000 entries, whichever is fewer; client reports 10,000 of them at most. */
export const LOG_RETENTION: LogRetention = {
  maxAgeMs: 30 * 24 * 60 * 60_000,
  maxRows: 100_000,
  clientMaxRows: DEFAULT_USAGE_LIMITS.clientLogMaxRows,
};

/**
 * Deletes the entries last seen before the retention's age, then the client reports beyond
 * their share (the least recently seen first), then the server's entries beyond the rest (the
 * oldest first, by id): so a flood of client reports trims only client reports. The deletes walk
 * indexes: cheap enough to run every few hundred writes.
 */
export async function pruneServerLog(
  em: EntityManager,
  retention: LogRetention = LOG_RETENTION,
  now = new Date(),
): Promise<void> {
  await em.nativeDelete(ServerLogEntry, {
    at: { $lt: new Date(now.getTime() - retention.maxAgeMs) },
  });
  await keepRecentClientReports(em as KnexEntityManager, retention.clientMaxRows);
  const serverRows = Math.max(0, retention.maxRows - retention.clientMaxRows);
  if (serverRows === 0) {
    await em.nativeDelete(ServerLogEntry, { source: 'server' });
    return;
  }
  const [oldestKept] = await em.find(
    ServerLogEntry,
    { source: 'server' },
    { fields: ['id'], orderBy: { id: 'desc' }, offset: serverRows - 1, limit: 1 },
  );
  if (oldestKept) {
    await em.nativeDelete(ServerLogEntry, { source: 'server', id: { $lt: oldestKept.id } });
  }
}

/** A repeated report keeps its first id: client reports are ranked by when last seen. */
async function keepRecentClientReports(em: KnexEntityManager, rows: number): Promise<void> {
  if (rows <= 0) {
    await em.nativeDelete(ServerLogEntry, { source: 'client' });
    return;
  }
  const knex = em.getKnex();
  const kept = knex('server_log')
    .select('id')
    .where('source', 'client')
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(rows);
  await em.getConnection().execute(
    knex('server_log')
      .where('source', 'client')
      .whereNotIn('id', knex.select('id').from(kept.as('kept')))
      .delete(),
    [],
    'run',
  );
}
