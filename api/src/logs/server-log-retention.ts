import type { EntityManager } from '@mikro-orm/core';
import { ServerLogEntry } from './server-log-entry.entity';

export interface LogRetention {
  maxAgeMs: number;
  maxRows: number;
}

/** 30 days or 100,000 entries, whichever is fewer. */
export const LOG_RETENTION: LogRetention = { maxAgeMs: 30 * 24 * 60 * 60_000, maxRows: 100_000 };

/**
 * Deletes the entries older than the retention's age and then all but the newest `maxRows`
 * (by id, the order they were written in). Both deletes walk an index: cheap enough to run
 * every few hundred writes.
 */
export async function pruneServerLog(
  em: EntityManager,
  retention: LogRetention = LOG_RETENTION,
  now = new Date(),
): Promise<void> {
  await em.nativeDelete(ServerLogEntry, {
    at: { $lt: new Date(now.getTime() - retention.maxAgeMs) },
  });
  const [oldestKept] = await em.find(
    ServerLogEntry,
    {},
    { fields: ['id'], orderBy: { id: 'desc' }, offset: retention.maxRows - 1, limit: 1 },
  );
  if (oldestKept) await em.nativeDelete(ServerLogEntry, { id: { $lt: oldestKept.id } });
}
