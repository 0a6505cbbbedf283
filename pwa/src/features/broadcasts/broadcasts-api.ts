import type { Broadcast, BroadcastStatus } from '@sync/contract/broadcasts';
import { db } from '@pwa/lib/db';
import { http } from '@pwa/lib/http';

/** Where a broadcast is kept on the device: the cache key of GET /broadcasts/{id}. */
export function broadcastCacheKey(id: number): string {
  return `broadcasts/${id}`;
}

export function broadcastStreamUrl(id: number): string {
  return `/api/v1/broadcasts/${id}/stream`;
}

/** The finished board's record (SGF), for a download. */
export function boardRecordUrl(id: number, board: number): string {
  return `/api/v1/broadcasts/${id}/boards/${board}/record`;
}

/** Keeps the broadcast as last seen, so it opens offline (the cache table of lib/db). */
export async function keepBroadcast(broadcast: Broadcast): Promise<void> {
  await db.cache.put({
    key: broadcastCacheKey(broadcast.id),
    value: broadcast,
    fetchedAt: Date.now(),
  });
}

export async function keptBroadcast(id: number): Promise<Broadcast | null> {
  const entry = await db.cache.get(broadcastCacheKey(id));
  return entry ? (entry.value as Broadcast) : null;
}

/** Forgets a broadcast the API no longer has. */
export async function forgetBroadcast(id: number): Promise<void> {
  await db.cache.delete(broadcastCacheKey(id));
}

/** GET /broadcasts/{id}'s status: 200, 404, or null without an answer. */
export async function broadcastAnswerStatus(id: number): Promise<number | null> {
  try {
    const response = await http.get(broadcastCacheKey(id), { throwHttpErrors: false });
    return response.status;
  } catch {
    return null;
  }
}

/** The list's path (relative to /api/v1) for a status filter and a page. */
export function broadcastListPath(
  status: BroadcastStatus | null,
  limit: number,
  offset: number,
): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  return `broadcasts?${query.toString()}`;
}
