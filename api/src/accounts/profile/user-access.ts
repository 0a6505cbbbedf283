import { ApiError } from '../../common/errors/api-error';
import type { User } from '../entities/user.entity';
import { rolesOf } from '../user-mapping';

/** The user themself or an admin may see and change an account's private data. */
export function canManage(actor: User | null, userId: number): boolean {
  return actor !== null && (actor.id === userId || rolesOf(actor).includes('admin'));
}

/** 403 PERMISSION_DENIED unless {@link canManage}; checked before the id is even looked up. */
export function assertCanManage(actor: User, userId: number): void {
  if (!canManage(actor, userId)) throw new ApiError('permissionDenied');
}
