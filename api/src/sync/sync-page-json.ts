import type { SyncPage } from '@sync/protocol';

/** A SyncPage whose items are each already JSON text. */
export interface SyncPageParts extends Omit<SyncPage<never>, 'items'> {
  items: string[];
}

/** Writes the page around its items' JSON instead of parsing and writing them again. */
export function syncPageJson({ items, ...rest }: SyncPageParts): string {
  const tail = JSON.stringify(rest);
  return `{"items":[${items.join(',')}],${tail.slice(1)}`;
}

/** Adds `"locationPath": path` to a row's JSON object text. */
export function withLocationPath(rowJson: string, pathJson: string): string {
  return `${rowJson.slice(0, rowJson.lastIndexOf('}'))},"locationPath":${pathJson}}`;
}
