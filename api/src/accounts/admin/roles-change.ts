import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { ROLES, type Role } from '@domain/account';
import { ApiError } from '../../common/errors/api-error';
import { User } from '../entities/user.entity';
import { rolesOf } from '../user-mapping';
import { hasRoleSql } from './role-sql';

/**
 * The roles to store: every account keeps 'user' (the role each signed-in endpoint requires),
 * so it is added when left out; duplicates go and the order is that of ROLES.
 */
export function withUserRole(roles: readonly Role[]): Role[] {
  const wanted = new Set<Role>(['user', ...roles]);
  return ROLES.filter((role) => wanted.has(role));
}

/**
 * Ids of the active admins, locked until the transaction ends (on PostgreSQL; SQLite runs one
 * write transaction at a time anyway), so two admins demoting each other at once cannot both
 * succeed and leave nobody in charge.
 */
async function activeAdminIds(em: EntityManager): Promise<number[]> {
  const admins = await em
    .createQueryBuilder(User, 'u')
    .select('id')
    .where({ status: 'active' })
    .andWhere(...hasRoleSql('u', 'admin'))
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .getResultList();
  return admins.map((admin) => admin.id);
}

/**
 * Sets a user's roles in one transaction: 404 USER_NOT_FOUND for an unknown or deleted account,
 * 409 LAST_ADMIN when the last active admin would lose the role. `updatedAt` moves (and
 * `onChange` runs, in the same transaction: the audit trail) only when the roles actually change.
 */
export async function changeRoles(
  em: EntityManager,
  userId: number,
  requested: readonly Role[],
  now = new Date(),
  onChange?: (em: EntityManager, before: string[]) => void,
): Promise<User> {
  const roles = withUserRole(requested);
  return em.transactional(async (tem) => {
    const admins = await activeAdminIds(tem);
    const user = await tem.findOne(User, { id: userId, status: { $ne: 'deleted' } });
    if (!user) throw new ApiError('userNotFound');
    const losesAdmin = rolesOf(user).includes('admin') && !roles.includes('admin');
    if (losesAdmin && admins.includes(user.id) && admins.length === 1) {
      throw new ApiError('lastAdmin');
    }
    const value = roles.join(',');
    if (user.roles !== value) {
      onChange?.(tem, user.roles.split(','));
      user.roles = value;
      user.updatedAt = now;
    }
    return user;
  });
}
