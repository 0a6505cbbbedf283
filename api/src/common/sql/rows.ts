import type { Knex } from '@mikro-orm/knex';

/** Runs a select and types its rows; the columns are the caller's promise. */
export async function fetchRows<T>(query: Knex.QueryBuilder): Promise<T[]> {
  const rows: unknown = await query;
  return rows as T[];
}

export async function fetchFirst<T>(query: Knex.QueryBuilder): Promise<T | undefined> {
  const [row] = await fetchRows<T>(query.limit(1));
  return row;
}

/** count(*) of a filtered query; PostgreSQL returns counts as strings. */
export async function fetchCount(query: Knex.QueryBuilder): Promise<number> {
  const [row] = await fetchRows<{ n: number | string }>(query.count({ n: '*' }));
  return Number(row?.n ?? 0);
}

/**
 * A page of rows and the total count of the filtered query in one statement (the count rides
 * along as a scalar subquery), so a list costs one round trip; an empty page counts apart.
 */
export async function fetchPage<T>(
  base: Knex.QueryBuilder,
  page: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<{ rows: T[]; total: number }> {
  const rows = await fetchRows<T & { total__: number | string }>(
    page(base.clone()).select(base.clone().clearSelect().count('*').as('total__')),
  );
  if (rows.length === 0) return { rows: [], total: await fetchCount(base.clone()) };
  const total = Number(rows[0].total__);
  for (const row of rows) delete (row as { total__?: unknown }).total__;
  return { rows, total };
}

/**
 * Lets waiting requests and timers run between the chunks of a long read: SQLite's driver runs a
 * query synchronously, so a read of a million rows in one go would stop the server meanwhile.
 */
export const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => setImmediate(resolve));

/** Consecutive [first, last] id ranges of `size` ids covering a table's ids. */
export async function idRanges(
  knex: Knex,
  table: string,
  size: number,
): Promise<Array<[number, number]>> {
  const [row] = await fetchRows<{ low: number | string | null; high: number | string | null }>(
    knex(table).select(knex.raw('min(id) as low, max(id) as high')),
  );
  if (row?.low === null || row?.low === undefined) return [];
  const ranges: Array<[number, number]> = [];
  for (let first = Number(row.low); first <= Number(row.high); first += size)
    ranges.push([first, first + size - 1]);
  return ranges;
}

/** The rows of one query per id range, a pause for waiting requests after each. */
export async function fetchByRanges<T>(
  ranges: ReadonlyArray<[number, number]>,
  query: (range: [number, number]) => Knex.QueryBuilder,
): Promise<T[]> {
  const rows: T[] = [];
  for (const range of ranges) {
    for (const row of await fetchRows<T>(query(range))) rows.push(row);
    await yieldToEventLoop();
  }
  return rows;
}
