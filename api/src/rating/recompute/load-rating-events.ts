import type { Knex } from '@mikro-orm/knex';
import { ratedScoreForBlack, type GameResult } from '@domain/game/game-result';
import type { HistoryAnchor, HistoryEvent, HistoryTournament } from '@domain/rating/history';
import type { RatingSystemId } from '@domain/rating/types';
import { fetchRows } from '../../common/sql/rows';

/** Tournaments that count for a federation's ratings: ranked, finished, of that federation. */
export function ratedTournaments(knex: Knex, federation: RatingSystemId): Knex.QueryBuilder {
  return knex('tournament')
    .select('id')
    .where({ federation, ranked: true, status: 'ended' });
}

const dateMs = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Everything the whole-history computation of one federation needs, read in four queries. */
export async function loadRatingEvents(knex: Knex, federation: RatingSystemId): Promise<HistoryEvent[]> {
  const tournaments = new Map<number, HistoryTournament>();
  const tournamentRows = await fetchRows<{ id: number; end_date: string; tournament_class: string | null }>(
    knex('tournament')
      .select('id', 'end_date', 'tournament_class')
      .whereIn('id', ratedTournaments(knex, federation)),
  );
  for (const row of tournamentRows) {
    tournaments.set(row.id, {
      kind: 'tournament',
      id: row.id,
      date: dateMs(row.end_date),
      tournamentClass: row.tournament_class,
      participants: [],
      games: [],
    });
  }

  const participants = await fetchRows<{
    tournament_id: number;
    player_id: number;
    rank: string | null;
    declared_rating: number | null;
  }>(
    knex('tournament_player')
      .select('tournament_id', 'player_id', 'rank', 'declared_rating')
      .whereIn('tournament_id', ratedTournaments(knex, federation)),
  );
  for (const row of participants) {
    tournaments.get(row.tournament_id)?.participants.push({
      playerId: row.player_id,
      rank: row.rank,
      declaredRating: row.declared_rating === null ? null : Number(row.declared_rating),
    });
  }

  const games = await fetchRows<{
    tournament_id: number;
    black_id: number;
    white_id: number;
    handicap: number;
    result: GameResult;
  }>(
    knex('game')
      .select('tournament_id', 'black_id', 'white_id', 'handicap', 'result')
      .whereIn('tournament_id', ratedTournaments(knex, federation))
      .whereIn('result', ['black', 'white', 'jigo']),
  );
  for (const row of games) {
    const blackScore = ratedScoreForBlack(row.result);
    if (blackScore === null) continue;
    tournaments.get(row.tournament_id)?.games.push({
      black: row.black_id,
      white: row.white_id,
      handicap: row.handicap,
      blackScore,
    });
  }

  const anchors = await fetchRows<{ player_id: number; date: string; rating: number; deviation: number | null }>(
    knex('rating_entry')
      .select('player_id', 'date', 'rating', 'deviation')
      .where({ federation, source: 'list' }),
  );
  const anchorEvents: HistoryAnchor[] = anchors.map((row) => ({
    kind: 'anchor',
    playerId: row.player_id,
    date: dateMs(row.date),
    rating: Number(row.rating),
    deviation: row.deviation === null ? null : Number(row.deviation),
  }));

  return [...tournaments.values(), ...anchorEvents];
}
