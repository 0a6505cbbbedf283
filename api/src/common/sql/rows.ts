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
