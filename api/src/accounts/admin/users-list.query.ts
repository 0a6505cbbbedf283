import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { accountKey } from '@domain/account';
import type { UsersSort } from '@sync/contract/account';
import { likeContains } from '../../common/sql/like';
import { User } from '../entities/user.entity';
import type { UsersQueryDto } from './dto/users-query.dto';
import { hasRoleSql } from './role-sql';

const SORT_COLUMNS: Record<UsersSort, ['usernameKey' | 'emailKey' | 'createdAt', QueryOrder]> = {
  username: ['usernameKey', QueryOrder.ASC_NULLS_LAST],
  '-username': ['usernameKey', QueryOrder.DESC_NULLS_LAST],
  email: ['emailKey', QueryOrder.ASC_NULLS_LAST],
  '-email': ['emailKey', QueryOrder.DESC_NULLS_LAST],
  created: ['createdAt', QueryOrder.ASC_NULLS_LAST],
  '-created': ['createdAt', QueryOrder.DESC_NULLS_LAST],
};

const DIRECTIONS = { asc: QueryOrder.ASC_NULLS_LAST, desc: QueryOrder.DESC_NULLS_LAST } as const;

/**
 * A page of the accounts that are not deleted, filtered and sorted (ties by id, so pages never
 * overlap), and how many match. `locationIds`: the location filter expanded to its descendants,
 * or null when there is no location filter.
 */
export async function findUsers(
  em: EntityManager,
  query: UsersQueryDto,
  locationIds: number[] | null,
): Promise<{ users: User[]; total: number }> {
  const qb = em.createQueryBuilder(User, 'u').where({ status: { $ne: 'deleted' } });
  // The keys are lower case (accountKey), so matching them is case-insensitive on both databases.
  if (query.username) {
    qb.andWhere("u.username_key like ? escape '\\'", [likeContains(accountKey(query.username))]);
  }
  if (query.email) {
    qb.andWhere("u.email_key like ? escape '\\'", [likeContains(accountKey(query.email))]);
  }
  if (query.role) qb.andWhere(...hasRoleSql('u', query.role));
  if (locationIds) qb.andWhere({ location: { $in: locationIds.length ? locationIds : [-1] } });
  const [column, sortOrder] = SORT_COLUMNS[query.sort];
  // `order` (the spec's name) decides the direction when given, whatever the '-' of `sort`.
  const order = query.order ? DIRECTIONS[query.order] : sortOrder;
  const direction = order === QueryOrder.DESC_NULLS_LAST ? QueryOrder.DESC : QueryOrder.ASC;
  qb.orderBy([{ [column]: order }, { id: direction }])
    .limit(query.limit)
    .offset(query.offset);
  const [users, total] = await qb.getResultAndCount();
  return { users, total };
}
