import { createHash } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { ServerLogEntry } from './server-log-entry.entity';

/**
 * What makes two client reports repeats of one another: level, message and where it was thrown
 * (the stack up to its first frame). The frames below vary for one crash: React renders a page
 * by other paths on its first mount, on an update or on a retry after an error.
 */
export function fingerprintOf(entry: Pick<ServerLogEntry, 'level' | 'message' | 'stack'>): string {
  return createHash('sha256')
    .update(JSON.stringify([entry.level, entry.message, throwSite(entry.stack)]))
    .digest('hex');
}

/** The stack's lines up to and with its first frame ('at …'); all of it when it names none. */
function throwSite(stack: string | null): string | null {
  if (stack === null) return null;
  const lines = stack.split('\n');
  const frame = lines.findIndex((line) => /^\s*at\s/.test(line));
  return frame < 0 ? stack : lines.slice(0, frame + 1).join('\n');
}

/**
 * Writes client reports (each with its fingerprint, count and times), a repeat of a stored one
 * adding its count to that row and moving its `at` and request id to the repeat's: one
 * statement, so instances writing the same report at once still end with one row and the sum.
 */
export async function storeClientReports(
  em: EntityManager,
  entries: ServerLogEntry[],
): Promise<void> {
  if (!entries.length) return;
  await em
    .createQueryBuilder(ServerLogEntry)
    .insert(entries.map(rowOf))
    .onConflict('fingerprint')
    .merge({
      count: raw<ServerLogEntry, number>('server_log.count + excluded.count'),
      at: raw<ServerLogEntry, Date>('excluded.at'),
      requestId: raw<ServerLogEntry, string | null>('excluded.request_id'),
    })
    .execute('run');
}

function rowOf(entry: ServerLogEntry) {
  return {
    at: entry.at,
    firstAt: entry.firstAt,
    count: entry.count,
    fingerprint: entry.fingerprint,
    level: entry.level,
    source: entry.source,
    requestId: entry.requestId,
    method: entry.method,
    path: entry.path,
    userId: entry.userId,
    status: entry.status,
    message: entry.message,
    stack: entry.stack,
  };
}
