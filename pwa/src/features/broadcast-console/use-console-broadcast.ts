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
import type { GoDatabase } from '@pwa/lib/db';
import { broadcastPath } from './console-api';

/**
 * The broadcast as kept on the device. Read from the API only when the device has none: after
 * that the stream's snapshot and changes keep it (a plain read racing with the sender could
 * land after newer moves and show the board behind the server, and the next move's seq wrong).
 */
export function useConsoleBroadcast(
  db: GoDatabase,
  id: number | null,
  online: boolean,
): CachedApiResult<Broadcast> {
  const key = id === null ? null : cacheKey(broadcastPath(id));
  const read = useLiveQuery(
    async () => ({ key, entry: key === null ? null : ((await db.cache.get(key)) ?? null) }),
    [db, key],
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
  return {
    data,
    fetchedAt: entry ? entry.fetchedAt : null,
    loading: entry === undefined || (data === undefined && request.running),
    refreshing: request.running,
    error: request.error,
    offlineMissing: missing && !request.running && (!online || request.error?.status === null),
  };
}
