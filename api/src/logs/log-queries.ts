import type { EntityManager } from '@mikro-orm/knex';
import type { AuditItem, AuditPage, LogEntry, LogPage } from '@sync/contract/logs';
import { User } from '../accounts/entities/user.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { ApiError } from '../common/errors/api-error';
import { likeContains } from '../common/sql/like';
import type { AuditQueryDto } from './dto/audit-query.dto';
import type { LogQueryDto } from './dto/log-query.dto';
import { ServerLogEntry } from './server-log-entry.entity';

/** A page of the error log, newest first, filtered as asked. */
export async function findLogEntries(em: EntityManager, query: LogQueryDto): Promise<LogPage> {
  const qb = em.createQueryBuilder(ServerLogEntry, 'l').where({
    ...(query.since ? { at: { $gte: sinceDate(query.since) } } : {}),
    ...(query.level ? { level: query.level } : {}),
    ...(query.source ? { source: query.source } : {}),
  });
  if (query.text) {
    const pattern = likeContains(query.text.toLowerCase());
    qb.andWhere("(lower(l.message) like ? escape '\\' or lower(l.path) like ? escape '\\')", [
      pattern,
      pattern,
    ]);
  }
  qb.orderBy([{ at: 'desc' }, { id: 'desc' }])
    .limit(query.limit)
    .offset(query.offset);
  const [entries, total] = await qb.getResultAndCount();
  const usernames = await usernamesOf(
    em,
    entries.map((entry) => entry.userId),
  );
  return {
    items: entries.map((entry) => toLogEntry(entry, usernames)),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

/** A page of the audit trail, newest first, filtered as asked. */
export async function findAuditEntries(
  em: EntityManager,
  query: AuditQueryDto,
): Promise<AuditPage> {
  const qb = em
    .createQueryBuilder(AuditEntry, 'a')
    .where(query.since ? { at: { $gte: sinceDate(query.since) } } : {});
  if (query.action) {
    qb.andWhere("(a.action = ? or a.action like ? escape '\\')", [
      query.action,
      `${likeContains(query.action).slice(1, -1)}.%`,
    ]);
  }
  if (query.actor) {
    qb.andWhere("lower(a.actor_name) like ? escape '\\'", [
      likeContains(query.actor.toLowerCase()),
    ]);
  }
  qb.orderBy([{ at: 'desc' }, { id: 'desc' }])
    .limit(query.limit)
    .offset(query.offset);
  const [entries, total] = await qb.getResultAndCount();
  return { items: entries.map(toAuditItem), total, limit: query.limit, offset: query.offset };
}

function sinceDate(since: string): Date {
  const date = new Date(since);
  if (Number.isNaN(date.getTime())) throw new ApiError('badParameters');
  return date;
}

async function usernamesOf(
  em: EntityManager,
  ids: (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const users = await em.find(User, { id: { $in: wanted } }, { fields: ['id', 'username'] });
  return new Map(users.map((user) => [user.id, user.username]));
}

function toLogEntry(entry: ServerLogEntry, usernames: Map<number, string>): LogEntry {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    firstAt: entry.firstAt.toISOString(),
    count: entry.count,
    level: entry.level,
    source: entry.source,
    requestId: entry.requestId,
    method: entry.method,
    path: entry.path,
    userId: entry.userId,
    username: entry.userId === null ? null : (usernames.get(entry.userId) ?? null),
    status: entry.status,
    message: entry.message,
    stack: entry.stack,
  };
}

function toAuditItem(entry: AuditEntry): AuditItem {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    actorName: entry.actorName,
    action: entry.action,
    target: entry.target,
    details: parseDetails(entry.details),
  };
}

function parseDetails(details: string | null): Record<string, unknown> | null {
  if (details === null) return null;
  try {
    const parsed: unknown = JSON.parse(details);
    return parsed && typeof parsed === 'object'
      ? (parsed as Record<string, unknown>)
      : { value: parsed };
  } catch {
    return { text: details };
  }
}
