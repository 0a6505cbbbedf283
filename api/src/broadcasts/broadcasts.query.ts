import type { EntityManager } from '@mikro-orm/knex';
import type { BroadcastStatus } from '@sync/contract/broadcasts';
import { fetchPage } from '../common/sql/rows';

export interface BroadcastListFilter {
  status: BroadcastStatus | null;
  /** editors see unlisted broadcasts in the list too */
  withUnlisted: boolean;
  limit: number;
  offset: number;
}

/**
 * Live first; then upcoming by start time (those without one last); then finished, the newest
 * first; ties by id, newest first.
 */
const ORDER = `case status when 'live' then 0 when 'upcoming' then 1 else 2 end,
  case when status = 'upcoming' and start_time is null then 1 else 0 end,
  case when status = 'upcoming' then start_time end asc,
  case when status = 'finished' then coalesce(finished_at, updated_at) end desc,
  id desc`;

/** One page of the list's ids, in its order, and the count of the filtered list. */
export async function listBroadcastIds(
  em: EntityManager,
  filter: BroadcastListFilter,
): Promise<{ ids: number[]; total: number }> {
  const base = em.getKnex()('broadcast');
  if (filter.status) base.where('status', filter.status);
  if (!filter.withUnlisted) base.where('visibility', 'public');
  const { rows, total } = await fetchPage<{ id: number }>(base, (query) =>
    query.select('id').orderByRaw(ORDER).limit(filter.limit).offset(filter.offset),
  );
  return { ids: rows.map((row) => Number(row.id)), total };
}
