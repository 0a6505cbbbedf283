import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { SYNC_SCHEMA, type SyncCollection } from '@sync/protocol';
import { LocationTreeCache } from '../locations/location-tree.cache';
import type { SyncQueryDto } from './dto/sync-query.dto';
import { locationPathsJson } from './location-paths';
import { SYNC_SOURCES } from './sources/sync-sources';
import {
  countAfter,
  fetchChangedRows,
  fetchHead,
  fetchTombstones,
  type ChangedRow,
} from './sql/sync-reads';
import { cutPage } from './sync-page';
import { syncPageJson, withLocationPath } from './sync-page-json';

/** Pages of the replicated collections (docs/architecture.md, "Sync protocol"). */
@Injectable()
export class SyncService {
  constructor(
    private readonly em: EntityManager,
    private readonly locations: LocationTreeCache,
  ) {}

  /** The page after `since` as the JSON text of a SyncPage<SyncRows[collection]>. */
  async page(collection: SyncCollection, { since, limit }: SyncQueryDto): Promise<string> {
    const knex = this.em.getKnex();
    const source = SYNC_SOURCES[collection];
    // Revisions up to the committed head are all visible, and writers hold the counter row until
    // they commit, so none below it can appear later: reading only up to it never skips a row
    // that commits while this page is read.
    const range = { after: since, upTo: await fetchHead(knex), limit };
    const rows = await fetchChangedRows(knex, source, range);
    const tombstones = await fetchTombstones(knex, collection, range);
    const { entries, last } = cutPage<ChangedRow>(
      rows.map((row) => ({ id: row.id, rev: Number(row.rev), row })),
      tombstones.map(({ id, rev }) => ({ id, rev: Number(rev), row: null })),
      limit,
    );
    const pathOf = locationPathsJson(await this.locations.get());
    const items: string[] = [];
    const deleted: number[] = [];
    for (const { id, row } of entries) {
      if (!row || !Number(row.replicated)) deleted.push(id);
      else if (source.locationColumn) items.push(withLocationPath(row.json, pathOf(row.location)));
      else items.push(row.json);
    }
    const next = last ?? since;
    const remaining = await countAfter(knex, source.table, collection, next);
    return syncPageJson({
      items,
      deleted,
      next,
      hasMore: remaining > 0,
      remaining,
      schema: SYNC_SCHEMA[collection],
    });
  }
}
