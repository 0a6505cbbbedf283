import { useLiveQuery } from 'dexie-react-hooks';
import { HTTPError } from 'ky';
import { useEffect, useState } from 'react';
import { db as appDb, type CachedResponse, type GoDatabase } from './db';
import { http, readHttpFailure, type HttpFailure } from './http';
import { useOnline } from './online';
import { isRecord } from '@domain/guards/is-record';

/** Why a request failed (pwa/src/lib/http.ts), with a message: the API's, or the error's. */
export interface ApiFailure extends HttpFailure {
  message: string;
}

export type Fetcher = (path: string, signal?: AbortSignal) => Promise<unknown>;

export interface CachedApiResult<T> {
  /** the cached (or just fetched) answer; undefined until there is one */
  data: T | undefined;
  /** when `data` was fetched (ms since epoch) */
  fetchedAt: number | null;
  /** nothing to show yet, and something is still coming (IndexedDB read or request) */
  loading: boolean;
  /** a request is running (there may be cached data meanwhile) */
  refreshing: boolean;
  /** the last request failed (stale data, if any, is still shown) */
  error: ApiFailure | null;
  /** offline and never fetched: the page cannot be shown */
  offlineMissing: boolean;
}

/** The cache key of a request: its path relative to /api/v1 with the query, without a leading slash. */
export function cacheKey(path: string): string {
  return path.replace(/^\/+/, '');
}

const fetchJson: Fetcher = (path, signal) => http.get(cacheKey(path), { signal }).json<unknown>();

/** An error of `fetchAndStore` as a plain value the UI can show. */
export async function toApiFailure(error: unknown): Promise<ApiFailure> {
  const failure = await readHttpFailure(error);
  const fallback = error instanceof Error ? error.message : String(error);
  return { ...failure, message: failure.message ?? fallback };
}

function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError
    ? error.response.status === 404
    : isRecord(error) && error.status === 404;
}

/**
 * Fetches `path` and keeps the answer in the cache table. A 404 drops what was kept (the API,
 * the source of truth, no longer has it); any other failure leaves the cache as it was.
 */
export async function fetchAndStore<T>(
  db: Pick<GoDatabase, 'cache'>,
  path: string,
  fetcher: Fetcher = fetchJson,
  now: () => number = Date.now,
  signal?: AbortSignal,
): Promise<CachedResponse & { value: T }> {
  const key = cacheKey(path);
  try {
    const value = (await fetcher(key, signal)) as T;
    const entry = { key, value, fetchedAt: now() };
    await db.cache.put(entry);
    return entry;
  } catch (error) {
    if (isNotFound(error)) await db.cache.delete(key);
    throw error;
  }
}

interface RequestState {
  path: string | null;
  running: boolean;
  error: ApiFailure | null;
}

/**
 * An API answer that keeps working offline: read live from the cache table, refreshed from the
 * network when online. `path` is relative to /api/v1 with its query; null skips.
 */
export function useCachedApi<T>(path: string | null, db: GoDatabase = appDb): CachedApiResult<T> {
  const key = path === null ? null : cacheKey(path);
  const online = useOnline();
  // The live query keeps its last answer while a new key is read: tag answers with their key.
  const read = useLiveQuery(
    async () => ({ key, entry: key === null ? null : ((await db.cache.get(key)) ?? null) }),
    [db, key],
  );
  const [request, setRequest] = useState<RequestState>({ path: null, running: false, error: null });

  useEffect(() => {
    if (key === null || !online) return;
    const controller = new AbortController();
    setRequest({ path: key, running: true, error: null });
    fetchAndStore<T>(db, key, fetchJson, Date.now, controller.signal).then(
      () => setRequest({ path: key, running: false, error: null }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = await toApiFailure(error);
        setRequest({ path: key, running: false, error: failure });
      },
    );
    return () => controller.abort();
  }, [db, key, online]);

  const current = request.path === key;
  const running = current && request.running;
  const loadedEntry = read && read.key === key ? read.entry : undefined;
  const data = loadedEntry ? (loadedEntry.value as T) : undefined;
  const stillReading = key !== null && loadedEntry === undefined;
  return {
    data,
    fetchedAt: loadedEntry ? loadedEntry.fetchedAt : null,
    loading:
      stillReading || (data === undefined && (running || (online && key !== null && !current))),
    refreshing: running,
    error: current ? request.error : null,
    // offline, or the network failed although the browser thinks it is online
    offlineMissing:
      key !== null &&
      loadedEntry === null &&
      !running &&
      (!online || (current && request.error?.status === null)),
  };
}
