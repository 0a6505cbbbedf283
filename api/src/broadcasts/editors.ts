import type { Role } from '@domain/account';
import type { User } from '../accounts/entities/user.entity';
import { rolesOf } from '../accounts/user-mapping';
import { ApiError } from '../common/errors/api-error';

/** Who may create broadcasts (and so change their own). */
export const EDITOR_ROLES: readonly Role[] = ['admin', 'broadcaster'];

export function isEditor(user: User | null): boolean {
  if (!user) return false;
  const roles = rolesOf(user);
  return EDITOR_ROLES.some((role) => roles.includes(role));
}

/** Whether the user may change the broadcast and its boards: its creator or an admin. */
export function mayChange(user: User | null, broadcast: { createdById: number | null }): boolean {
  if (!user) return false;
  return broadcast.createdById === user.id || rolesOf(user).includes('admin');
}

/** 403 BROADCAST_NOT_YOURS unless the user may change the broadcast. */
export function checkMayChange(user: User, broadcast: { createdById: number | null }): void {
  if (!mayChange(user, broadcast)) throw new ApiError('broadcastNotYours');
}
