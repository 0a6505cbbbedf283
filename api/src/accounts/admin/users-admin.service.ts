import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { ROLES, type Role } from '@domain/account';
import type { UserList, UserListItem } from '@sync/contract/account';
import { AuditService } from '../../audit/audit.service';
import type { User } from '../entities/user.entity';
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
    private readonly audit: AuditService,
  ) {}

  async list(query: UsersQueryDto): Promise<UserList> {
    const locationIds =
      query.location === undefined
        ? null
        : (await this.locations.get()).withDescendants([query.location]);
    const { users, total } = await findUsers(this.em.fork(), query, locationIds);
    return { items: users.map(toUserListItem), total, limit: query.limit, offset: query.offset };
  }

  roles(): Role[] {
    return [...ROLES];
  }

  async changeRoles(userId: number, roles: readonly Role[], admin: User): Promise<UserListItem> {
    const actor = { id: admin.id, username: admin.username };
    const changed = await changeRoles(this.em.fork(), userId, roles, new Date(), (tem, before) => {
      this.audit.record(tem, {
        actor,
        action: 'user.roles',
        target: `user:${userId}`,
        details: { before, after: roles },
      });
    });
    return toUserListItem(changed);
  }
}
