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
