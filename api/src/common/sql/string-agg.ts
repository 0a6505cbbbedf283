import type { Knex } from '@mikro-orm/knex';
import { fetchRows } from './rows';

/**
 * String aggregation, the one SQL function whose name differs between our two databases:
 * group_concat on SQLite, string_agg on PostgreSQL. The order is fixed so that sums over the
 * items come out bit for bit the same on every run.
 */
export function stringAgg(
  knex: Knex,
  expression: string,
  separator: string,
  orderBy: string,
): Knex.Raw {
  const dialect = (knex.client as { dialect?: string }).dialect ?? '';
  const fn = dialect.includes('sqlite') ? 'group_concat' : 'string_agg';
  return knex.raw(`${fn}(${expression}, ? order by ${orderBy})`, [separator]);
}

/** How a NULL travels inside a packed string; read values with packedValue(). */
export const NULL_MARK = '~';

export const packedValue = (value: string): string | null => (value === NULL_MARK ? null : value);

/**
 * Reads many small rows as one string per group: turning a million rows into JavaScript objects
 * costs seconds, a few thousand strings do not. Each group comes back as one flat array of
 * values, `columns.length` per row, in `orderBy` order; NULLs are NULL_MARK (see packedValue).
 * Values must not contain spaces (numbers, dates, rank codes); SQLite writes floats with 15
 * significant digits.
 */
export async function fetchPacked(
  knex: Knex,
  query: Knex.QueryBuilder,
  groupColumn: string,
  columns: readonly string[],
  orderBy: string,
): Promise<Map<number, string[]>> {
  const expression = columns
    .map((c) => `coalesce(cast(${c} as text), '${NULL_MARK}')`)
    .join(" || ' ' || ");
  const rows = await fetchRows<{ grp: number; packed: string }>(
    query
      .select(
        `${groupColumn} as grp`,
        stringAgg(knex, expression, ' ', orderBy).wrap('', ' as packed'),
      )
      .whereNotNull(groupColumn)
      .groupBy(groupColumn),
  );
  const groups = new Map<number, string[]>();
  for (const row of rows) groups.set(Number(row.grp), row.packed.split(' '));
  return groups;
}
