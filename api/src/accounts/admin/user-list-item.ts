import type { UserListItem } from '@sync/contract/account';
import type { User } from '../entities/user.entity';
import { consentDateOf, loginTypeOf, rolesOf, statusOf } from '../user-mapping';

/** An account as the admins' list shows it (never a deleted one: those are not listed). */
export function toUserListItem(user: User): UserListItem {
  return {
    ID: user.id,
    UserName: user.username,
    Email: user.email ?? '',
    Roles: rolesOf(user),
    Status: statusOf(user),
    LoginType: loginTypeOf(user),
    LocationID: user.location?.id ?? null,
    Created: user.createdAt.toISOString(),
    ConsentDate: consentDateOf(user),
    LastUpdate: user.updatedAt.toISOString(),
  };
}
