import type { BusyRetryPolicy } from './busy-retry';

/** How the app waits for a database another writer holds (an import beside the server). */
export interface DatabaseOptions {
  /**
   * SQLite's busy_timeout: how long one statement waits for another connection's write lock
   * before it fails busy. better-sqlite3 waits synchronously, holding up the whole process.
   */
  busyTimeoutMs: number;
  /**
   * How a statement or a transaction that failed busy is tried again, waiting between tries
   * without holding up the process (see waitWhenBusy and busyRetryingEntityManager).
   */
  busyRetry: BusyRetryPolicy;
}

/**
 * The API server: a write waits up to five seconds, mostly between tries so that other requests
 * go on meanwhile, then the request answers 503.
 */
export const SERVER_DATABASE_OPTIONS: DatabaseOptions = {
  busyTimeoutMs: 100,
  busyRetry: { windowMs: 5_000, maxAttempts: 12, firstDelayMs: 25, maxDelayMs: 1_000 },
};

/** The command-line tools: nobody waits on them, so they wait up to ten minutes for the lock. */
export const CLI_DATABASE_OPTIONS: DatabaseOptions = {
  busyTimeoutMs: 5_000,
  busyRetry: { windowMs: 10 * 60_000, maxAttempts: 200, firstDelayMs: 100, maxDelayMs: 5_000 },
};
