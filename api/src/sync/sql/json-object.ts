import type { Knex } from '@mikro-orm/knex';

export type JsonType = 'text' | 'integer' | 'double' | 'boolean';

/** Where a JSON field comes from: a column and how its values are written. */
export type JsonColumn = readonly [column: string, type: JsonType];

const isSqlite = (knex: Knex) =>
  ((knex.client as { dialect?: string }).dialect ?? '').includes('sqlite');

/**
 * SQLite's JSON writes doubles with 15 significant digits, which loses some of them: this
 * writes 15 when they read back as the same double, else 17 (always exact).
 */
function sqliteDouble(column: string): string {
  const short = `printf('%!.15g', ${column})`;
  return (
    `case when ${column} is null then null ` +
    `when cast(${short} as real) = ${column} then json(${short}) ` +
    `else json(printf('%!.17g', ${column})) end`
  );
}

function sqliteValue([column, type]: JsonColumn): string {
  if (type === 'double') return sqliteDouble(column);
  // Booleans are stored as 0/1 on SQLite.
  if (type === 'boolean') return `json(case when ${column} then 'true' else 'false' end)`;
  return column;
}

/**
 * An SQL expression giving each row as the text of one JSON object, so that a page of thousands
 * of rows comes back as that many strings instead of objects of many properties. PostgreSQL
 * writes doubles exactly (shortest form) and booleans as JSON by itself.
 */
export function jsonObjectSql(knex: Knex, fields: Readonly<Record<string, JsonColumn>>): string {
  const entries = Object.entries(fields);
  if (isSqlite(knex)) {
    return `json_object(${entries.map(([key, field]) => `'${key}', ${sqliteValue(field)}`).join(', ')})`;
  }
  return `json_build_object(${entries.map(([key, [column]]) => `'${key}', ${column}`).join(', ')})::text`;
}
