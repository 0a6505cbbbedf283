import type { JsonColumn } from '../sql/json-object';

/** What reading the changes of a replicated table needs. */
export interface SyncTable {
  table: string;
  fields: Readonly<Record<string, JsonColumn>>;
  /** The location column whose path from the country down the row carries as locationPath. */
  locationColumn: string | null;
  /** SQL condition of the rows that are replicated; the others reach clients as deleted. */
  replicatedWhen: string | null;
}

/**
 * One replicated table, checked against its row type in the protocol: every field but
 * locationPath (which comes from the location tree) is read from a column.
 */
export interface SyncSource<Item> extends SyncTable {
  fields: { readonly [K in Exclude<keyof Item, 'locationPath'>]: JsonColumn };
  locationColumn: 'locationPath' extends keyof Item ? string : null;
}
