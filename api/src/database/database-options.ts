import type { BusyRetryPolicy } from './busy-retry';

/** How the app waits for a database another writer holds (an import beside the server). */
export interface DatabaseOptions {
  /**
   * SQLite's busy_timeout: how long one statement waits for another connection's write lock.
   * better-sqlite3 waits synchronously, so on the server this is kept to a couple of seconds.
   */
  busyTimeoutMs: number;
  /** How a transaction that found the database busy is tried again. */
  busyRetry: BusyRetryPolicy;
}

/** The API server: a write waits a few seconds at most, then the request answers 503. */
export const SERVER_DATABASE_OPTIONS: DatabaseOptions = {
  busyTimeoutMs: 2_000,
  busyRetry: { windowMs: 5_000, maxAttempts: 12, firstDelayMs: 25, maxDelayMs: 1_000 },
};

/** The command-line tools: nobody waits on them, so they wait up to ten minutes for the lock. */
export const CLI_DATABASE_OPTIONS: DatabaseOptions = {
  busyTimeoutMs: 5_000,
  busyRetry: { windowMs: 10 * 60_000, maxAttempts: 200, firstDelayMs: 100, maxDelayMs: 5_000 },
};
