import type { Knex } from '@mikro-orm/knex';

/** Rows per multi-row statement: well under SQLite's 32,766 bound parameters. */
const MAX_PARAMETERS = 30_000;

function chunkSize(columns: number): number {
  return Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)));
}

/**
 * Multi-row INSERT ... VALUES in as few statements as the parameter limit allows. (knex writes
 * SQLite multi-row inserts as a compound SELECT, which SQLite caps at 500 rows.)
 */
export async function insertChunked(
  knex: Knex,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const size = chunkSize(columns.length);
  const rowPlaceholder = `(${columns.map(() => '?').join(', ')})`;
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    const bindings: unknown[] = [];
    for (const row of chunk) for (const column of columns) bindings.push(row[column] ?? null);
    await knex.raw(
      head + chunk.map(() => rowPlaceholder).join(', '),
      bindings as Knex.RawBinding[],
    );
  }
}

export interface BulkColumn {
  name: string;
  type: 'integer' | 'double precision' | 'text';
}

/**
 * UPDATE many rows with different values in a few statements, the same SQL on SQLite (3.33+)
 * and PostgreSQL: load the values into a temporary table, then UPDATE ... FROM it.
 */
export async function updateFromValues(
  knex: Knex,
  table: string,
  keys: readonly BulkColumn[],
  values: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const temp = `tmp_update_${table}`;
  const columns = [...keys, ...values];
  await knex.raw(`drop table if exists ${temp}`);
  await knex.raw(
    `create temporary table ${temp} (${columns.map((c) => `${c.name} ${c.type}`).join(', ')})`,
  );
  await insertChunked(knex, temp, rows);
  if (keys.length === 1) await knex.raw(`create index ${temp}_key on ${temp} (${keys[0].name})`);
  await knex.raw(
    `update ${table} set ${values.map((c) => `${c.name} = v.${c.name}`).join(', ')} ` +
      `from ${temp} as v where ${keys.map((c) => `${table}.${c.name} = v.${c.name}`).join(' and ')}`,
  );
  await knex.raw(`drop table ${temp}`);
}

export async function deleteByIds(
  knex: Knex,
  table: string,
  ids: readonly number[],
): Promise<void> {
  const size = chunkSize(1);
  for (let start = 0; start < ids.length; start += size) {
    await knex(table)
      .whereIn('id', ids.slice(start, start + size))
      .delete();
  }
}
