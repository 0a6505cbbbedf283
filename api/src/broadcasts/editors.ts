import type { Role } from '@domain/account';
import type { User } from '../accounts/entities/user.entity';
import { rolesOf } from '../accounts/user-mapping';

/** Who may create broadcasts and change their boards. */
export const EDITOR_ROLES: readonly Role[] = ['admin', 'broadcaster'];

export function isEditor(user: User | null): boolean {
  if (!user) return false;
  const roles = rolesOf(user);
  return EDITOR_ROLES.some((role) => roles.includes(role));
}
