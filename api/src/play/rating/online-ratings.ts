import type { EntityManager } from '@mikro-orm/knex';
import type { RatingState } from '@domain/rating';
import type { LiveGameFlow } from '@domain/play/game-flow';
import { dbDate } from '../../common/sql/db-values';
import { knexOf } from '../../common/sql/knex-of';
import { NEWCOMER_ONLINE_RATING, rateOnlineGame } from './online-rating-rules';

interface RatingRow {
  user_id: number;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
}

/** Results that say who played better; abandonment and a void cycle rate nobody. */
const RATED_ENDS = new Set(['resignation', 'timeout', 'score']);

function blackScore(result: string): 1 | 0.5 | 0 {
  if (result.startsWith('B+')) return 1;
  if (result.startsWith('W+')) return 0;
  return 0.5;
}

/** Moves both players' online ratings after a ranked game between two accounts. */
export async function rateFinishedGame(
  em: EntityManager,
  players: { blackId: number; whiteId: number },
  flow: LiveGameFlow,
  handicap: number,
): Promise<void> {
  if (!flow.result || !flow.endReason || !RATED_ENDS.has(flow.endReason)) return;
  const knex = knexOf(em);
  const rows = (await knex('online_rating')
    .select('user_id', 'rating', 'deviation', 'volatility', 'games')
    .whereIn('user_id', [players.blackId, players.whiteId])) as RatingRow[];
  const stateOf = (userId: number): { state: RatingState; games: number; known: boolean } => {
    const row = rows.find((r) => Number(r.user_id) === userId);
    return row
      ? {
          state: { rating: row.rating, deviation: row.deviation, volatility: row.volatility },
          games: Number(row.games),
          known: true,
        }
      : { state: NEWCOMER_ONLINE_RATING, games: 0, known: false };
  };
  const black = stateOf(players.blackId);
  const white = stateOf(players.whiteId);
  const rated = rateOnlineGame(black.state, white.state, blackScore(flow.result), handicap);
  const now = dbDate(em, flow.finishedAt ?? Date.now());
  for (const [userId, before, after] of [
    [players.blackId, black, rated.black],
    [players.whiteId, white, rated.white],
  ] as const) {
    const values = {
      rating: after.rating,
      deviation: after.deviation ?? NEWCOMER_ONLINE_RATING.deviation,
      volatility: after.volatility ?? NEWCOMER_ONLINE_RATING.volatility,
      games: before.games + 1,
      updated_at: now,
    };
    if (before.known) await knex('online_rating').where({ user_id: userId }).update(values);
    else await knex('online_rating').insert({ user_id: userId, ...values });
  }
}
