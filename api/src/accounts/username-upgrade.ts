import { accountKey } from '@domain/account';
import { isReservedUsername, usernameSkeleton } from '@domain/account/username-skeleton';

/** An account row as the migration that adds skeletons finds it. */
export interface StoredUsername {
  id: number;
  username: string;
  usernameKey: string;
  status: string;
  /** comma-separated, 'user,bot' for the bots */
  roles: string;
}

export interface UsernameUpgrade {
  id: number;
  username: string;
  usernameKey: string;
  usernameSkeleton: string | null;
  /** the username it had, when an @ made the migration rename it */
  renamedFrom: string | null;
}

/** The width of the username and username_key columns. */
const USERNAME_COLUMN_LENGTH = 80;

/**
 * What migration 20261211 makes of the accounts it finds, in id order (older accounts first):
 * - every live account that is not a bot gets the skeleton of its name, unless an older account
 *   holds that skeleton already: then it gets none (both keep their names, and the older one
 *   alone blocks new look-alikes);
 * - a username holding an @ (allowed before issue 29) is renamed: each @ becomes _
 *   ('ann@mail.ru' becomes 'ann_mail.ru'), with '-<id>' added, or 'user-<id>' as a last resort,
 *   when that name or a look-alike is taken. The account signs in with its e-mail as before
 *   (a login with an @ is an e-mail) or with the new name, and may choose another.
 */
export function planUsernameUpgrade(rows: readonly StoredUsername[]): UsernameUpgrade[] {
  const byId = [...rows].sort((a, b) => a.id - b.id);
  const takenKeys = new Set(byId.map((row) => row.usernameKey));
  const takenSkeletons = new Set<string>();
  const plan = new Map<number, UsernameUpgrade>();
  const keep = (row: StoredUsername, skeleton: string | null) =>
    plan.set(row.id, { ...nameOf(row), usernameSkeleton: skeleton, renamedFrom: null });

  for (const row of byId) {
    if (!holdsSkeleton(row)) keep(row, null);
    else if (row.username.includes('@')) continue;
    else {
      const skeleton = usernameSkeleton(row.username);
      keep(row, takenSkeletons.has(skeleton) ? null : skeleton);
      takenSkeletons.add(skeleton);
    }
  }
  for (const row of byId.filter((r) => !plan.has(r.id))) {
    const username = freeName(row, (name) => {
      const key = accountKey(name);
      return (
        name.length <= USERNAME_COLUMN_LENGTH &&
        key.length <= USERNAME_COLUMN_LENGTH &&
        !takenKeys.has(key) &&
        !takenSkeletons.has(usernameSkeleton(name)) &&
        !isReservedUsername(name)
      );
    });
    const usernameKey = accountKey(username);
    const skeleton = usernameSkeleton(username);
    takenKeys.add(usernameKey);
    takenSkeletons.add(skeleton);
    plan.set(row.id, {
      id: row.id,
      username,
      usernameKey,
      usernameSkeleton: skeleton,
      renamedFrom: row.username,
    });
  }
  return byId.map((row) => plan.get(row.id)!);
}

function nameOf(row: StoredUsername): Pick<UsernameUpgrade, 'id' | 'username' | 'usernameKey'> {
  return { id: row.id, username: row.username, usernameKey: row.usernameKey };
}

function holdsSkeleton(row: StoredUsername): boolean {
  return row.status !== 'deleted' && !row.roles.split(',').includes('bot');
}

function freeName(row: StoredUsername, isFree: (name: string) => boolean): string {
  const replaced = row.username.replaceAll('@', '_');
  for (const name of [replaced, `${replaced}-${row.id}`, `user-${row.id}`]) {
    if (isFree(name)) return name;
  }
  for (let n = 2; ; n += 1) {
    const name = `user-${row.id}-${n}`;
    if (isFree(name)) return name;
  }
}
