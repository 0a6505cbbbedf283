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

const NULL_MARK = '~';

/**
 * Reads many small rows as one string per group and splits them back: turning a million rows
 * into JavaScript objects costs seconds, a few thousand strings do not. Values must not contain
 * spaces (numbers, dates, rank codes); numbers come back as text (SQLite keeps 15 digits).
 */
export async function fetchPacked(
  knex: Knex,
  query: Knex.QueryBuilder,
  groupColumn: string,
  columns: readonly string[],
  orderBy: string,
): Promise<Map<number, Array<Array<string | null>>>> {
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
  const groups = new Map<number, Array<Array<string | null>>>();
  for (const row of rows) {
    const values = row.packed.split(' ');
    const items: Array<Array<string | null>> = [];
    for (let i = 0; i + columns.length <= values.length; i += columns.length) {
      const item = values.slice(i, i + columns.length);
      items.push(item.map((v) => (v === NULL_MARK ? null : v)));
    }
    groups.set(Number(row.grp), items);
  }
  return groups;
}
