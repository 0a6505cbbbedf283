import type { Role } from '@domain/account';

/** The roles an admin gives and takes from the users tab: admin and broadcaster. */
export type RoleAction = 'grant' | 'revoke' | 'grantBroadcaster' | 'revokeBroadcaster';

const ROLE_OF: Record<RoleAction, Role> = {
  grant: 'admin',
  revoke: 'admin',
  grantBroadcaster: 'broadcaster',
  revokeBroadcaster: 'broadcaster',
};

/** The action a row offers for `role`: giving it when the account lacks it, else taking it. */
export function roleActionOf(roles: readonly Role[], role: 'admin' | 'broadcaster'): RoleAction {
  const has = roles.includes(role);
  if (role === 'admin') return has ? 'revoke' : 'grant';
  return has ? 'revokeBroadcaster' : 'grantBroadcaster';
}

/** The roles to send after the action (the API adds 'user' and puts them in order). */
export function rolesAfter(action: RoleAction, roles: readonly Role[]): Role[] {
  const role = ROLE_OF[action];
  const others = roles.filter((known) => known !== role);
  return action === 'grant' || action === 'grantBroadcaster' ? [...others, role] : others;
}
