import type { EntityManager } from '@mikro-orm/knex';
import type { BotKind } from '@sync/contract/play';
import { accountKey } from '@domain/account';
import { dbDate } from '../../common/sql/db-values';
import { knexOf } from '../../common/sql/knex-of';

const BOT_ACCOUNTS: Record<BotKind, { username: string; firstName: string }> = {
  modern: { username: 'bot-modern', firstName: 'KataGo bot' },
  'pre-ai': { username: 'bot-pre-ai', firstName: 'GNU Go bot' },
};

export const BOT_ROLES = 'user,bot';

/** Each bot's account name. */
export const BOT_USERNAMES: Record<BotKind, string> = {
  modern: BOT_ACCOUNTS.modern.username,
  'pre-ai': BOT_ACCOUNTS['pre-ai'].username,
};

/**
 * The account a bot of `kind` plays as, created within the caller's transaction the first time
 * (no password: nobody signs in as it). Two first bot challenges at once make one account.
 */
export async function botAccountId(em: EntityManager, kind: BotKind, now: Date): Promise<number> {
  const { username, firstName } = BOT_ACCOUNTS[kind];
  const knex = knexOf(em);
  const at = dbDate(em, now.getTime());
  await knex('app_user')
    .insert({
      username,
      username_key: accountKey(username),
      email: null,
      email_key: null,
      password_hash: null,
      status: 'active',
      roles: BOT_ROLES,
      first_name: firstName,
      created_at: at,
      updated_at: at,
    })
    .onConflict('username_key')
    .ignore();
  const row = await knex<{ id: number; roles: string }>('app_user')
    .where({ username_key: accountKey(username) })
    .first('id', 'roles');
  if (!row || !row.roles.split(',').includes('bot')) {
    throw new Error(`The bot's username ${username} belongs to an account that is not a bot`);
  }
  return Number(row.id);
}
