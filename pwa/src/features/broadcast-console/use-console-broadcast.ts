import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Broadcast } from '@sync/contract/broadcasts';
import {
  cacheKey,
  fetchAndStore,
  toApiFailure,
  type ApiFailure,
  type CachedApiResult,
} from '@pwa/lib/cached-api';
import type { GoDatabase, QueuedBroadcastAction } from '@pwa/lib/db';
import { broadcastPath } from './console-api';
import { queuedActions } from './console-queue.repo';

export interface ConsoleBroadcast {
  state: CachedApiResult<Broadcast>;
  /** the broadcast's waiting actions, in order; undefined while read */
  queue: QueuedBroadcastAction[] | undefined;
}

/**
 * The broadcast as kept on the device, and its waiting actions, read together in one
 * transaction: a sent action leaves the queue as its board lands, and two separate reads could
 * show the board for a moment without either. Read from the API only when the device has none: after
 * that the stream's snapshot and changes keep it (a plain read racing with the sender could
 * land after newer moves and show the board behind the server, and the next move's seq wrong).
 */
export function useConsoleBroadcast(
  db: GoDatabase,
  id: number | null,
  online: boolean,
): ConsoleBroadcast {
  const key = id === null ? null : cacheKey(broadcastPath(id));
  const read = useLiveQuery(
    () =>
      db.transaction('r', db.cache, db.broadcastQueue, async () => ({
        key,
        entry: key === null ? null : ((await db.cache.get(key)) ?? null),
        queue: id === null ? [] : await queuedActions(db, id),
      })),
    [db, key, id],
  );
  const entry = read && read.key === key ? read.entry : undefined;
  const missing = entry === null;
  const [request, setRequest] = useState<{ running: boolean; error: ApiFailure | null }>({
    running: false,
    error: null,
  });

  useEffect(() => {
    if (key === null || !missing || !online) return;
    let current = true;
    setRequest({ running: true, error: null });
    fetchAndStore(db, key).then(
      () => current && setRequest({ running: false, error: null }),
      async (error: unknown) => {
        const failure = await toApiFailure(error);
        if (current) setRequest({ running: false, error: failure });
      },
    );
    return () => {
      current = false;
    };
  }, [db, key, missing, online]);

  const data = entry ? (entry.value as Broadcast) : undefined;
  const state = {
    data,
    fetchedAt: entry ? entry.fetchedAt : null,
    loading: entry === undefined || (data === undefined && request.running),
    refreshing: request.running,
    error: request.error,
    offlineMissing: missing && !request.running && (!online || request.error?.status === null),
  };
  return { state, queue: read && read.key === key ? read.queue : undefined };
}
