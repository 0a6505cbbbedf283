import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { isValidPlaceName } from '@domain/location/place-match';
import type {
  LocationCreate,
  LocationMergeResult,
  LocationRename,
  LocationUsageCounts,
} from '@sync/contract/admin-places';
import type { LocationItem } from '@sync/contract/locations';
import { User } from '../../accounts/entities/user.entity';
import { AuditService } from '../../audit/audit.service';
import { ApiError } from '../../common/errors/api-error';
import { Location } from '../../locations/location.entity';
import { Player } from '../../players/player.entity';
import { Tournament } from '../../tournaments/tournament.entity';
import { locationItem } from './location-item';

/** Which kinds a new place may hang under. */
const PARENT_KINDS = { region: ['country'], city: ['country', 'region'] } as const;

/**
 * Cities and regions: added under their parent, renamed per language, a duplicate merged into
 * another (its players, tournaments, accounts and cities move over; deleting it leaves a sync
 * tombstone). The location tree cache notices each change by the table's count and max rev.
 */
@Injectable()
export class LocationsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  create(input: LocationCreate, admin: User): Promise<LocationItem> {
    const name = validName(input.name);
    const nameLatin = validName(input.nameLatin);
    return this.em.fork().transactional(async (em) => {
      const parent = await em.findOne(Location, { id: input.parentId });
      if (!parent) throw new ApiError('locationNotFound');
      if (!(PARENT_KINDS[input.kind] as readonly string[]).includes(parent.kind)) {
        throw new ApiError('locationParentInvalid');
      }
      const location = em.create(Location, { kind: input.kind, parent, name, nameLatin });
      await em.flush();
      this.audit.record(em, {
        actor: actorOf(admin),
        action: 'location.create',
        target: `location:${location.id}`,
        details: { kind: input.kind, parentId: parent.id, name, nameLatin },
      });
      return locationItem(location);
    });
  }

  rename(id: number, input: LocationRename, admin: User): Promise<LocationItem> {
    if (input.name === undefined && input.nameLatin === undefined) {
      throw new ApiError('badParameters');
    }
    const name = input.name === undefined ? undefined : validName(input.name);
    const nameLatin = input.nameLatin === undefined ? undefined : validName(input.nameLatin);
    return this.em.fork().transactional(async (em) => {
      const location = await em.findOne(Location, { id });
      if (!location) throw new ApiError('locationNotFound');
      const before = { name: location.name, nameLatin: location.nameLatin };
      if (name !== undefined) location.name = name;
      if (nameLatin !== undefined) location.nameLatin = nameLatin;
      this.audit.record(em, {
        actor: actorOf(admin),
        action: 'location.rename',
        target: `location:${id}`,
        details: { before, name: location.name, nameLatin: location.nameLatin },
      });
      return locationItem(location);
    });
  }

  async usage(id: number): Promise<LocationUsageCounts> {
    const em = this.em.fork();
    if (!(await em.findOne(Location, { id }))) throw new ApiError('locationNotFound');
    return {
      players: await em.count(Player, { location: id }),
      tournaments: await em.count(Tournament, { location: id }),
      accounts: await em.count(User, { location: id }),
      children: await em.count(Location, { parent: id }),
    };
  }

  merge(id: number, intoId: number, admin: User): Promise<LocationMergeResult> {
    return this.em.fork().transactional(async (em) => {
      const duplicate = await em.findOne(Location, { id });
      const into = await em.findOne(Location, { id: intoId });
      if (!duplicate || !into) throw new ApiError('locationNotFound');
      if (id === intoId || duplicate.kind !== into.kind || duplicate.kind === 'country') {
        throw new ApiError('locationMergeInvalid');
      }
      const players = await em.find(Player, { location: duplicate });
      const tournaments = await em.find(Tournament, { location: duplicate });
      const children = await em.find(Location, { parent: duplicate });
      for (const row of [...players, ...tournaments]) row.location = into;
      for (const child of children) child.parent = into;
      const accounts = await em.nativeUpdate(
        User,
        { location: duplicate },
        { location: into, updatedAt: new Date() },
      );
      await em.flush();
      em.remove(duplicate);
      const moved = {
        players: players.length,
        tournaments: tournaments.length,
        accounts,
        children: children.length,
      };
      this.audit.record(em, {
        actor: actorOf(admin),
        action: 'location.merge',
        target: `location:${id}`,
        details: {
          into: intoId,
          name: duplicate.name,
          nameLatin: duplicate.nameLatin,
          moved,
        },
      });
      return { into: locationItem(into), moved };
    });
  }
}

function validName(value: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (!isValidPlaceName(name)) throw new ApiError('locationNameInvalid');
  return name;
}

const actorOf = (admin: User) => ({ id: admin.id, username: admin.username });
