import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { LocationNode } from '@domain/location/location-tree';
import type { LocationItem, LocationUsage } from '@sync/contract/locations';
import { ApiError } from '../common/errors/api-error';
import { fetchRows } from '../common/sql/rows';
import { LocationTreeCache } from './location-tree.cache';

const toItem = (node: LocationNode): LocationItem => ({
  id: node.id,
  parentId: node.parentId,
  kind: node.kind,
  name: node.name,
  nameLatin: node.nameLatin,
  code: node.code,
});

const byName = (a: LocationItem, b: LocationItem) => a.name.localeCompare(b.name, 'ru');

@Injectable()
export class LocationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: LocationTreeCache,
  ) {}

  async all(): Promise<LocationItem[]> {
    const tree = await this.cache.get();
    return tree
      .withDescendants(tree.childrenOf(null).map((n) => n.id))
      .map((id) => toItem(tree.get(id)!))
      .sort(byName);
  }

  async children(parentId: number | undefined): Promise<LocationItem[]> {
    const tree = await this.cache.get();
    if (parentId !== undefined && !tree.get(parentId)) throw new ApiError('locationNotFound');
    return tree
      .childrenOf(parentId ?? null)
      .map(toItem)
      .sort(byName);
  }

  /**
   * Locations that hold players (or listed tournaments: hidden ones don't count), each with the
   * count below it.
   */
  async usedBy(table: 'player' | 'tournament'): Promise<LocationUsage[]> {
    const tree = await this.cache.get();
    const query = this.em
      .getKnex()(table)
      .select('location_id')
      .count({ n: '*' })
      .whereNotNull('location_id')
      .groupBy('location_id');
    if (table === 'tournament') query.where('visible', true);
    const rows = await fetchRows<{ location_id: number; n: number | string }>(query);
    const counts = new Map<number, number>();
    for (const row of rows) {
      for (const node of tree.pathOf(row.location_id)) {
        counts.set(node.id, (counts.get(node.id) ?? 0) + Number(row.n));
      }
    }
    return [...counts].map(([id, count]) => ({ ...toItem(tree.get(id)!), count })).sort(byName);
  }
}
