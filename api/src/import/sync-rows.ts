import type { EntityManager } from '@mikro-orm/core';

export interface RowCounts {
  created: number;
  updated: number;
  removed: number;
  /** Rows present after the import. */
  kept: number;
}

/**
 * Makes a set of child rows (a tournament's standings or games) equal to a file's: rows with
 * the same key are updated only where a value differs, new ones created, missing ones removed.
 * Re-importing the same file therefore writes nothing.
 */
export function syncRows<Row extends object, Input, Fields extends Partial<Row>>(
  em: EntityManager,
  existing: readonly Row[],
  inputs: readonly Input[],
  keyOfRow: (row: Row) => string,
  keyOfInput: (input: Input) => string,
  fieldsOf: (input: Input) => Fields,
  create: (fields: Fields) => Row,
): RowCounts {
  const counts: RowCounts = { created: 0, updated: 0, removed: 0, kept: 0 };
  const remaining = new Map(existing.map((row) => [keyOfRow(row), row]));
  const seen = new Set<string>();
  for (const input of inputs) {
    const key = keyOfInput(input);
    if (seen.has(key)) continue;
    seen.add(key);
    counts.kept += 1;
    const fields = fieldsOf(input);
    const row = remaining.get(key);
    if (!row) {
      create(fields);
      counts.created += 1;
      continue;
    }
    remaining.delete(key);
    const changes = (Object.keys(fields) as (keyof Fields & keyof Row)[]).filter(
      (field) => row[field] !== (fields[field] as unknown),
    );
    if (changes.length === 0) continue;
    for (const field of changes) row[field] = fields[field] as unknown as Row[typeof field];
    counts.updated += 1;
  }
  for (const row of remaining.values()) {
    em.remove(row);
    counts.removed += 1;
  }
  return counts;
}
