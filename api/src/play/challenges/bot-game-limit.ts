import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { User } from '../../accounts/entities/user.entity';
import { ApiError } from '../../common/errors/api-error';
import { knexOf } from '../../common/sql/knex-of';
import { BOT_USERNAMES } from './bot-accounts';

/**
 * Within the transaction that starts a bot game: 409 TOO_MANY_BOT_GAMES when the account already
 * has `limit` unfinished games against the bots. The account's row stays locked until the
 * transaction ends (on PostgreSQL; SQLite writes one transaction at a time), so requests at once
 * cannot pass the limit together.
 */
export async function refuseOverBotGameLimit(
  em: EntityManager,
  userId: number,
  limit: number,
): Promise<void> {
  await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const knex = knexOf(em);
  const bots = (await knex('app_user')
    .select('id')
    .whereIn('username', Object.values(BOT_USERNAMES))) as { id: number }[];
  if (bots.length === 0) return;
  const ids = bots.map((bot) => Number(bot.id));
  const [{ count }] = (await knex('live_game')
    .count({ count: '*' })
    .whereNot({ phase: 'finished' })
    .andWhere((q) => {
      void q
        .where((mine) => void mine.where({ black_id: userId }).whereIn('white_id', ids))
        .orWhere((mine) => void mine.where({ white_id: userId }).whereIn('black_id', ids));
    })) as { count: number | string }[];
  if (Number(count) >= limit) throw new ApiError('tooManyBotGames');
}
