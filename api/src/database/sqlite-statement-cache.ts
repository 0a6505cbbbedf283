interface PreparingConnection {
  prepare(sql: string): unknown;
}

/**
 * Remembers the last `size` prepared statements of a better-sqlite3 connection. knex prepares
 * every query again; on a hot list endpoint that costs as much as running it. Statements are
 * only ever run to completion (all/run/get), so reusing one is safe, and SQLite re-prepares a
 * statement by itself when the schema it was prepared for changes.
 */
export function cacheStatements(connection: PreparingConnection, size = 500): void {
  const prepare = connection.prepare.bind(connection);
  const cache = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (statement !== undefined) {
      cache.delete(sql);
    } else {
      statement = prepare(sql);
      if (cache.size >= size) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, statement);
    return statement;
  };
}
