import type BetterSqlite3 from 'better-sqlite3';
import { isBusyError, retryAfterBusy, type BusyRetryPolicy } from './busy-retry';

const RUNS = ['run', 'all', 'get'] as const;
const PATCHED = Symbol('waitWhenBusy');
const BEGIN = /^\s*begin\b/i;

/**
 * better-sqlite3 waits for another writer's lock synchronously (busy_timeout), holding up every
 * request of the server meanwhile. So the server keeps that wait short and waits here instead,
 * between tries, letting other requests run: a statement that failed busy is run again after a
 * pause where SQLite itself would have retried it, i.e. when it is the first of its transaction
 * (a statement on its own, or the first after BEGIN). A later statement of a transaction has read
 * a snapshot that may be outdated by then: its whole transaction is retried instead (see
 * busyRetryingEntityManager). The statements knex runs are awaited, so they may be promises.
 */
export function waitWhenBusy(connection: BetterSqlite3.Database, policy: BusyRetryPolicy): void {
  const prepare = connection.prepare.bind(connection);
  let justBegun = false;

  const run = (sql: string, call: () => unknown): unknown => {
    const first = !connection.inTransaction || justBegun;
    justBegun = false;
    try {
      const result = call();
      justBegun = BEGIN.test(sql);
      return result;
    } catch (error) {
      if (!first || !isBusyError(error)) throw error;
      return retryAfterBusy(error, call, policy);
    }
  };

  connection.prepare = ((sql: string) => {
    const statement = prepare(sql) as BetterSqlite3.Statement & Record<symbol, boolean>;
    // Statements are cached and handed out again (cacheStatements): patched once.
    if (statement[PATCHED]) return statement;
    statement[PATCHED] = true;
    const methods = statement as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of RUNS) {
      const method = methods[name].bind(statement);
      methods[name] = (...args: unknown[]) => run(sql, () => method(...args));
    }
    return statement;
  }) as typeof connection.prepare;
}
