import type { EntityManager } from '@mikro-orm/core';
import { accountKey, type Role } from '@domain/account';
import { User, type UserStatus } from '@api/accounts/entities/user.entity';
import type { Location } from '@api/locations/location.entity';

export interface AccountSpec {
  username: string;
  email: string;
  created: string;
  roles?: Role[];
  status?: UserStatus;
  location?: Location | null;
  /** when the user consented (ISO); never by default */
  consent?: string;
}

/** An account with a chosen creation date and location, written straight into the database. */
export function makeAccount(em: EntityManager, spec: AccountSpec): User {
  const created = new Date(spec.created);
  return em.create(User, {
    username: spec.username,
    usernameKey: accountKey(spec.username),
    email: spec.status === 'deleted' ? null : spec.email,
    emailKey: spec.status === 'deleted' ? null : accountKey(spec.email),
    passwordHash: null,
    status: spec.status ?? 'active',
    roles: (spec.roles ?? ['user']).join(','),
    location: spec.location ?? null,
    consentDate: spec.consent ? new Date(spec.consent) : null,
    createdAt: created,
    updatedAt: spec.consent ? new Date(spec.consent) : created,
  });
}
