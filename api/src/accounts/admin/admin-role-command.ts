import type { EntityManager } from '@mikro-orm/knex';
import type { Role } from '@domain/account';
import { ApiError } from '../../common/errors/api-error';
import { findAccountByLogin } from '../auth/account-lookup';
import { rolesOf } from '../user-mapping';
import { changeRoles } from './roles-change';

export const ACCOUNTS_COMMANDS = ['grant-admin', 'revoke-admin'] as const;
export const ACCOUNTS_USAGE = `Usage: npm run accounts -- <${ACCOUNTS_COMMANDS.join('|')}> <username or e-mail>`;

export interface CommandOutput {
  log(message: string): void;
  error(message: string): void;
}

export interface AccountsCommand {
  grant: boolean;
  /** a username or an e-mail, any letter case */
  login: string;
}

/** `grant-admin <login>` or `revoke-admin <login>`; null for anything else (print the usage). */
export function parseAccountsCommand(args: readonly string[]): AccountsCommand | null {
  const [command, login, ...rest] = args;
  if (!ACCOUNTS_COMMANDS.some((c) => c === command) || !login?.trim() || rest.length > 0) {
    return null;
  }
  return { grant: command === 'grant-admin', login };
}

/**
 * Grants or revokes the admin role of an account and says what it did. Exit code 0 when done or
 * when there was nothing to do, 1 for an unknown account or the last active admin.
 */
export async function runAccountsCommand(
  em: EntityManager,
  { grant, login }: AccountsCommand,
  out: CommandOutput,
): Promise<number> {
  const user = await findAccountByLogin(em.fork(), login, ['active', 'pending']);
  if (!user) {
    out.error(`No account with the username or e-mail "${login}"`);
    return 1;
  }
  const name = `${user.username} (id ${user.id})`;
  const current = rolesOf(user);
  if (current.includes('admin') === grant) {
    out.log(`${name} ${grant ? 'is already' : 'is not'} an admin; nothing changed`);
    return 0;
  }
  const roles: Role[] = grant ? [...current, 'admin'] : current.filter((r) => r !== 'admin');
  try {
    const updated = await changeRoles(em.fork(), user.id, roles);
    const pending = updated.status === 'pending' ? ' (the account is not activated yet)' : '';
    out.log(
      `${grant ? 'Granted the admin role to' : 'Revoked the admin role from'} ${name}; roles: ${updated.roles}${pending}`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    out.error(`${name}: ${error.body().message}`);
    return 1;
  }
}
