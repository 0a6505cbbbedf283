import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import {
  cacheKey,
  fetchAndStore,
  toApiFailure,
  type ApiFailure,
  type CachedApiResult,
  type Fetcher,
} from '@pwa/lib/cached-api';
import { db } from '@pwa/lib/db';
import { http } from '@pwa/lib/http';
import { useOnline } from '@pwa/lib/online';

const fetchText: Fetcher = (path, signal) => http.get(path, { signal }).text();

interface RequestState {
  key: string | null;
  running: boolean;
  error: ApiFailure | null;
}

/**
 * A text answer of the API (an SGF record) kept in the same on-demand cache as useCachedApi's
 * JSON answers, with the same states: read live from IndexedDB, refreshed when online.
 */
export function useCachedText(path: string | null): CachedApiResult<string> {
  const key = path === null ? null : cacheKey(path);
  const online = useOnline();
  const read = useLiveQuery(
    async () => ({ key, entry: key === null ? null : ((await db.cache.get(key)) ?? null) }),
    [key],
  );
  const [request, setRequest] = useState<RequestState>({ key: null, running: false, error: null });

  useEffect(() => {
    if (key === null || !online) return;
    const controller = new AbortController();
    setRequest({ key, running: true, error: null });
    fetchAndStore<string>(db, key, fetchText, Date.now, controller.signal).then(
      () => setRequest({ key, running: false, error: null }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        setRequest({ key, running: false, error: await toApiFailure(error) });
      },
    );
    return () => controller.abort();
  }, [key, online]);

  const current = request.key === key;
  const running = current && request.running;
  const entry = read && read.key === key ? read.entry : undefined;
  const data = entry && typeof entry.value === 'string' ? entry.value : undefined;
  return {
    data,
    fetchedAt: entry ? entry.fetchedAt : null,
    loading:
      (key !== null && entry === undefined) ||
      (data === undefined && (running || (online && key !== null && !current))),
    refreshing: running,
    error: current ? request.error : null,
    offlineMissing:
      key !== null &&
      entry === null &&
      !running &&
      (!online || (current && request.error?.status === null)),
  };
}
