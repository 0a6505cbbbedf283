import type { Knex } from '@mikro-orm/knex';
import type { SyncCollection } from '@sync/protocol';
import { fetchRows } from '../../common/sql/rows';
import type { SyncTable } from '../sources/sync-source';
import { jsonObjectSql } from './json-object';

/** A replicated row changed after the cursor, already written as JSON (without locationPath). */
export interface ChangedRow {
  id: number;
  rev: number;
  json: string;
  /** the location whose path the row carries, when its source has one */
  location: number | null;
  /** 0 when the row exists but is not replicated (a hidden tournament) */
  replicated: number;
}

export interface RevRange {
  /** exclusive */
  after: number;
  /** inclusive */
  upTo: number;
  limit: number;
}

/** The last revision handed out by a committed transaction. */
export async function fetchHead(knex: Knex): Promise<number> {
  const [row] = await fetchRows<{ value: number | string }>(
    knex('sync_counter').select('value').where('id', 1),
  );
  return Number(row?.value ?? 0);
}

export async function fetchChangedRows(
  knex: Knex,
  source: SyncTable,
  { after, upTo, limit }: RevRange,
): Promise<ChangedRow[]> {
  const { fields, locationColumn, replicatedWhen } = source;
  const replicated = replicatedWhen ? `case when ${replicatedWhen} then 1 else 0 end` : '1';
  return fetchRows<ChangedRow>(
    knex(source.table)
      .select(
        'id',
        'rev',
        knex.raw(`${jsonObjectSql(knex, fields)} as json`),
        knex.raw(`${locationColumn ?? 'null'} as location`),
        knex.raw(`${replicated} as replicated`),
      )
      .where('rev', '>', after)
      .andWhere('rev', '<=', upTo)
      .orderBy('rev')
      .limit(limit),
  );
}

/** Ids deleted after the cursor, with the revisions of their deletions. */
export async function fetchTombstones(
  knex: Knex,
  collection: SyncCollection,
  { after, upTo, limit }: RevRange,
): Promise<{ id: number; rev: number }[]> {
  return fetchRows<{ id: number; rev: number }>(
    knex('tombstone')
      .select({ id: 'entity_id', rev: 'rev' })
      .where('collection', collection)
      .andWhere('rev', '>', after)
      .andWhere('rev', '<=', upTo)
      .orderBy('rev')
      .limit(limit),
  );
}

/** Rows and tombstones of a collection after `rev`, the newest ones included. */
export async function countAfter(
  knex: Knex,
  table: string,
  collection: SyncCollection,
  rev: number,
): Promise<number> {
  const [row] = await fetchRows<{ changed: number | string; removed: number | string }>(
    knex.select(
      knex(table).count('*').where('rev', '>', rev).as('changed'),
      knex('tombstone')
        .count('*')
        .where('collection', collection)
        .andWhere('rev', '>', rev)
        .as('removed'),
    ),
  );
  return Number(row?.changed ?? 0) + Number(row?.removed ?? 0);
}
