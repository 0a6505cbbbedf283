import type { Knex } from '@mikro-orm/knex';
import type { HistoryResult } from '@domain/rating/history';
import type { RatingSystemId } from '@domain/rating/types';
import { insertChunked, updateFromValues } from '../../common/sql/bulk';

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Replaces a federation's computed history: its tournament rating entries and the ratings
 * before/after on its tournaments' standings. Rating-list entries (anchors) stay.
 */
export async function writeRatingHistory(
  knex: Knex,
  federation: RatingSystemId,
  result: HistoryResult,
): Promise<void> {
  await knex('rating_entry').where({ federation, source: 'tournament' }).delete();
  await insertChunked(
    knex,
    'rating_entry',
    result.entries.map((entry) => ({
      player_id: entry.playerId,
      federation,
      date: isoDate(entry.date),
      tournament_id: entry.tournamentId,
      rating: entry.after.rating,
      deviation: entry.after.deviation,
      volatility: entry.after.volatility,
      source: 'tournament',
    })),
  );

  await knex('tournament_player')
    .whereIn('tournament_id', knex('tournament').select('id').where({ federation }))
    .update({ rating_before: null, deviation_before: null, rating_after: null, deviation_after: null });
  await updateFromValues(
    knex,
    'tournament_player',
    [
      { name: 'tournament_id', type: 'integer' },
      { name: 'player_id', type: 'integer' },
    ],
    [
      { name: 'rating_before', type: 'double precision' },
      { name: 'deviation_before', type: 'double precision' },
      { name: 'rating_after', type: 'double precision' },
      { name: 'deviation_after', type: 'double precision' },
    ],
    result.entries.map((entry) => ({
      tournament_id: entry.tournamentId,
      player_id: entry.playerId,
      rating_before: entry.before.rating,
      deviation_before: entry.before.deviation,
      rating_after: entry.after.rating,
      deviation_after: entry.after.deviation,
    })),
  );
}
