import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { ROLES, type Role } from '@domain/account';
import type { UserList, UserListItem } from '@sync/contract/account';
import { LocationTreeCache } from '../../locations/location-tree.cache';
import type { UsersQueryDto } from './dto/users-query.dto';
import { changeRoles } from './roles-change';
import { toUserListItem } from './user-list-item';
import { findUsers } from './users-list.query';

@Injectable()
export class UsersAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly locations: LocationTreeCache,
  ) {}

  async list(query: UsersQueryDto): Promise<UserList> {
    const locationIds =
      query.location === undefined
        ? null
        : (await this.locations.get()).withDescendants([query.location]);
    const { users, total } = await findUsers(this.em.fork(), query, locationIds);
    return { items: users.map(toUserListItem), total };
  }

  roles(): Role[] {
    return [...ROLES];
  }

  async changeRoles(userId: number, roles: readonly Role[]): Promise<UserListItem> {
    return toUserListItem(await changeRoles(this.em.fork(), userId, roles));
  }
}
