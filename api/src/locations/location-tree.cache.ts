import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { LocationTree, type LocationKind } from '@domain/location/location-tree';

interface LocationRow {
  id: number;
  parent_id: number | null;
  kind: LocationKind;
  name: string;
  name_latin: string;
  code: string | null;
}

/**
 * The location tree in memory (hundreds of rows), reloaded when the table changes. Lists use it
 * to expand location filters to descendants and to name each row's city and country.
 */
@Injectable()
export class LocationTreeCache {
  private cached: { stamp: string; tree: LocationTree } | null = null;

  constructor(private readonly em: EntityManager) {}

  async get(): Promise<LocationTree> {
    const connection = this.em.getConnection();
    const [state] = await connection.execute<{ n: number | string; r: number | null }[]>(
      'select count(*) as n, max(rev) as r from location',
    );
    const stamp = `${state?.n}:${state?.r}`;
    if (this.cached?.stamp === stamp) return this.cached.tree;
    const rows = await connection.execute<LocationRow[]>(
      'select id, parent_id, kind, name, name_latin, code from location',
    );
    const tree = new LocationTree(
      rows.map((row) => ({
        id: row.id,
        parentId: row.parent_id,
        kind: row.kind,
        name: row.name,
        nameLatin: row.name_latin,
        code: row.code,
      })),
    );
    this.cached = { stamp, tree };
    return tree;
  }
}
