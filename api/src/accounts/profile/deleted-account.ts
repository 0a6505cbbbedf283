import type { User } from '../entities/user.entity';

/** A deleted account keeps its row under this name, so its old name is free again. */
export function deletedUsername(userId: number): string {
  return `deleted-${userId}`;
}

/** Erases everything personal from an account scheduled for deletion (the row stays). */
export function erasePersonalData(user: User, now: Date): void {
  user.status = 'deleted';
  user.deletionScheduledAt = now;
  user.updatedAt = now;
  user.email = null;
  user.emailKey = null;
  user.username = deletedUsername(user.id);
  user.usernameKey = deletedUsername(user.id);
  user.usernameSkeleton = null;
  user.passwordHash = null;
  user.roles = 'user';
  user.firstName = '';
  user.lastName = '';
  user.middleName = '';
  user.birthDay = null;
  user.birthMonth = null;
  user.birthYear = null;
  user.location = null;
  user.consentDate = null;
  user.avatarFile = null;
}
