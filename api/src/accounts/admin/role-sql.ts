import type { Role } from '@domain/account';
import { likeContains } from '../../common/sql/like';

/**
 * A where clause and its parameter: the user row `alias` has exactly `role` among its
 * comma-separated roles (so a role named like the prefix of another one never matches).
 */
export function hasRoleSql(alias: string, role: Role): [string, string[]] {
  return [`',' || ${alias}.roles || ',' like ? escape '\\'`, [likeContains(`,${role},`)]];
}
