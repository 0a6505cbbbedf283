import type { Knex } from '@mikro-orm/knex';

/**
 * Copies both players' ratings at the start of the tournament (their standings' rating_before)
 * onto game rows; the caller appends the where clause that picks the games.
 */
const startingRating = (side: 'black' | 'white') =>
  `(select tp.rating_before from tournament_player tp ` +
  `where tp.tournament_id = game.tournament_id and tp.player_id = game.${side}_id)`;

export const STARTING_RATINGS_SQL =
  `update game set black_rating_before = ${startingRating('black')}, ` +
  `white_rating_before = ${startingRating('white')}`;

/** Tournaments per statement. */
const CHUNK = 1000;

/** Copies the standings' starting ratings onto the games of these tournaments. */
export async function copyStartingRatings(
  knex: Knex,
  tournamentIds: readonly number[],
): Promise<void> {
  for (let start = 0; start < tournamentIds.length; start += CHUNK) {
    const ids = tournamentIds.slice(start, start + CHUNK);
    await knex.raw(
      `${STARTING_RATINGS_SQL} where tournament_id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
  }
}
