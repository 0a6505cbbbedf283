import {
  accountStatus,
  isRole,
  type AccountStatus,
  type LoginType,
  type Role,
} from '@domain/account';
import type { CurrentUser, PublicUser } from '@sync/contract/account';
import type { User } from './entities/user.entity';

export function rolesOf(user: User): Role[] {
  return user.roles.split(',').filter(isRole);
}

/** Bots' accounts carry the role 'bot' (no password: the server plays them). */
export function loginTypeOf(user: User): LoginType {
  return user.roles.split(',').includes('bot') ? 'bot' : 'local';
}

export function statusOf(user: User): AccountStatus {
  return accountStatus({
    activated: user.status !== 'pending',
    consented: user.consentDate !== null,
    deletionScheduled: user.status === 'deleted' || user.deletionScheduledAt !== null,
  });
}

/** When the user consented (ISO), or null. */
export function consentDateOf(user: User): string | null {
  return user.consentDate ? user.consentDate.toISOString() : null;
}

export function displayNameOf(user: User): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return full || user.username;
}

/**
 * '' without an avatar. Avatar files are named `<userId>-<epoch ms>.<ext>`, so the `v` parameter
 * (the upload's time) changes whenever the picture does and caches never show an old one.
 */
export function pictureUrlOf(user: User): string {
  if (!user.avatarFile) return '';
  const version = /-(\d+)\./.exec(user.avatarFile)?.[1] ?? '0';
  return `/api/v1/user/${user.id}/avatar?v=${version}`;
}

export function toPublicUser(user: User): PublicUser {
  return {
    ID: user.id,
    Name: displayNameOf(user),
    UserName: user.username,
    PictureURL: pictureUrlOf(user),
  };
}

export function toCurrentUser(user: User): CurrentUser {
  return {
    ...toPublicUser(user),
    Email: user.email ?? '',
    Roles: rolesOf(user),
    ConsentDate: consentDateOf(user),
    FirstName: user.firstName,
    LastName: user.lastName,
    MiddleName: user.middleName,
    LastUpdate: user.updatedAt.toISOString(),
    Language: user.language,
    Theme: user.theme,
    LoginType: loginTypeOf(user),
  };
}
