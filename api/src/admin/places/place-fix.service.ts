import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { PlaceFixResult } from '@sync/contract/admin-places';
import type { User } from '../../accounts/entities/user.entity';
import { AuditService } from '../../audit/audit.service';
import { ApiError } from '../../common/errors/api-error';
import { Location } from '../../locations/location.entity';
import type { PlaceTable } from './place-tables';
import { locationItem } from './location-item';

/**
 * Puts tournaments or players at a city or region of the tree (the imported text goes), one row
 * or every row with the same text, in one transaction with its audit row. Each row is changed as
 * an entity, so its sync rev moves.
 */
@Injectable()
export class PlaceFixService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  fixOne(table: PlaceTable, id: number, locationId: number, admin: User): Promise<PlaceFixResult> {
    return this.em.fork().transactional(async (em) => {
      const location = await placeable(em, table, locationId);
      const row = await em.findOne(table.entity, { id });
      if (!row) throw new ApiError(table.failure);
      const before = { locationId: row.location?.id ?? null, locationText: row.locationText };
      row.location = location;
      row.locationText = null;
      this.audit.record(em, {
        actor: { id: admin.id, username: admin.username },
        action: `${table.noun}.location`,
        target: `${table.noun}:${id}`,
        details: { before, locationId: location.id },
      });
      return { updated: 1, location: locationItem(location) };
    });
  }

  fixText(
    table: PlaceTable,
    text: string,
    locationId: number,
    admin: User,
  ): Promise<PlaceFixResult> {
    return this.em.fork().transactional(async (em) => {
      const location = await placeable(em, table, locationId);
      const rows = await em.find(table.entity, { locationText: text }, { orderBy: { id: 'asc' } });
      if (rows.length === 0) throw new ApiError(table.failure);
      for (const row of rows) {
        row.location = location;
        row.locationText = null;
      }
      this.audit.record(em, {
        actor: { id: admin.id, username: admin.username },
        action: `${table.noun}.location.bulk`,
        target: `location:${location.id}`,
        details: { text, ids: rows.map((row) => row.id) },
      });
      return { updated: rows.length, location: locationItem(location) };
    });
  }
}

/** The city or region rows may be put at; anything else fails the fix. */
async function placeable(em: EntityManager, table: PlaceTable, id: number): Promise<Location> {
  const location = await em.findOne(Location, { id });
  if (!location || location.kind === 'country') throw new ApiError(table.failure);
  return location;
}
