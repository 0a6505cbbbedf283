import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { User } from '../../accounts/entities/user.entity';
import { ApiError } from '../../common/errors/api-error';
import { knexOf } from '../../common/sql/knex-of';
import { countUnfinishedGamesAgainst } from '../live-games/live-game.repository';
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
  const bots = (await knexOf(em)('app_user')
    .select('id')
    .whereIn('username', Object.values(BOT_USERNAMES))) as { id: number }[];
  if (bots.length === 0) return;
  const ids = bots.map((bot) => Number(bot.id));
  if ((await countUnfinishedGamesAgainst(em, userId, ids)) >= limit) {
    throw new ApiError('tooManyBotGames');
  }
}
