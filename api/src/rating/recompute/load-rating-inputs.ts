import type { Knex } from '@mikro-orm/knex';
import type { HistoryEvent, HistoryTournament } from '@domain/rating/history';
import { isRatingSystemId, RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { fetchRows } from '../../common/sql/rows';
import { fetchPacked, packedValue } from '../../common/sql/string-agg';

const dateMs = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

export interface RatingInputs {
  events: Record<RatingSystemId, HistoryEvent[]>;
  /** Tournament id -> the fingerprint of the ratings stored for it (see write-tournament-ratings). */
  storedHashes: Map<number, string>;
  /** Standing ids by tournament and player, for writing ratings onto standings. */
  standingIds: Map<number, Map<number, number>>;
  /** Each player's latest tournament that has started. */
  lastTournament: Map<number, { id: number; date: string }>;
}

interface TournamentRow {
  id: number;
  end_date: string;
  tournament_class: string | null;
  federation: string;
  status: string;
  ranked: number | boolean;
  ratings_hash: string | null;
}

/**
 * Everything the whole-history computation needs, for every federation at once, in one pass
 * over each table. A tournament counts when it is ranked and ended; it counts for its federation.
 */
export async function loadRatingInputs(knex: Knex): Promise<RatingInputs> {
  const events = Object.fromEntries(
    RATING_SYSTEM_IDS.map((id) => [id, [] as HistoryEvent[]]),
  ) as Record<RatingSystemId, HistoryEvent[]>;
  const rated = new Map<number, HistoryTournament>();
  const started = new Map<number, string>();
  const storedHashes = new Map<number, string>();
  const tournaments = await fetchRows<TournamentRow>(
    knex('tournament').select(
      'id',
      'end_date',
      'tournament_class',
      'federation',
      'status',
      'ranked',
      'ratings_hash',
    ),
  );
  for (const row of tournaments) {
    if (row.ratings_hash !== null) storedHashes.set(row.id, row.ratings_hash);
    if (row.status !== 'scheduled') started.set(row.id, row.end_date);
    if (!row.ranked || row.status !== 'ended' || !isRatingSystemId(row.federation)) continue;
    const tournament: HistoryTournament = {
      kind: 'tournament',
      id: row.id,
      date: dateMs(row.end_date),
      tournamentClass: row.tournament_class,
      participants: [],
      games: [],
    };
    rated.set(row.id, tournament);
    events[row.federation].push(tournament);
  }
  const { standingIds, lastTournament } = await loadParticipants(knex, rated, started);
  await loadGames(knex, rated);
  await loadAnchors(knex, events);
  return { events, storedHashes, standingIds, lastTournament };
}

async function loadParticipants(
  knex: Knex,
  rated: Map<number, HistoryTournament>,
  started: Map<number, string>,
): Promise<Pick<RatingInputs, 'standingIds' | 'lastTournament'>> {
  const groups = await fetchPacked(
    knex,
    knex('tournament_player'),
    'tournament_id',
    ['id', 'player_id', 'rank', 'declared_rating'],
    'id',
  );
  const standingIds = new Map<number, Map<number, number>>();
  const lastTournament = new Map<number, { id: number; date: string }>();
  for (const [tournamentId, values] of groups) {
    const tournament = rated.get(tournamentId);
    const ids = new Map<number, number>();
    standingIds.set(tournamentId, ids);
    const date = started.get(tournamentId);
    for (let i = 0; i + 3 < values.length; i += 4) {
      const playerId = Number(values[i + 1]);
      ids.set(playerId, Number(values[i]));
      const declared = packedValue(values[i + 3]);
      tournament?.participants.push({
        playerId,
        rank: packedValue(values[i + 2]),
        declaredRating: declared === null ? null : Number(declared),
      });
      const last = lastTournament.get(playerId);
      if (
        date !== undefined &&
        (!last || date > last.date || (date === last.date && tournamentId > last.id))
      ) {
        lastTournament.set(playerId, { id: tournamentId, date });
      }
    }
  }
  return { standingIds, lastTournament };
}

/** Rated games per tournament; the score is 2 for a black win, 1 for jigo, 0 for a white win. */
async function loadGames(knex: Knex, rated: Map<number, HistoryTournament>): Promise<void> {
  const groups = await fetchPacked(
    knex,
    knex('game').whereIn('result', ['black', 'white', 'jigo']),
    'tournament_id',
    [
      'black_id',
      'white_id',
      'handicap',
      "(case result when 'black' then 2 when 'jigo' then 1 else 0 end)",
    ],
    'id',
  );
  for (const [tournamentId, values] of groups) {
    const tournament = rated.get(tournamentId);
    if (!tournament) continue;
    for (let i = 0; i + 3 < values.length; i += 4) {
      const score = values[i + 3];
      tournament.games.push({
        black: Number(values[i]),
        white: Number(values[i + 1]),
        handicap: Number(values[i + 2]),
        blackScore: score === '2' ? 1 : score === '1' ? 0.5 : 0,
      });
    }
  }
}

async function loadAnchors(
  knex: Knex,
  events: Record<RatingSystemId, HistoryEvent[]>,
): Promise<void> {
  const anchors = await fetchRows<{
    federation: string;
    player_id: number;
    date: string;
    rating: number;
    deviation: number | null;
  }>(
    knex('rating_entry')
      .select('federation', 'player_id', 'date', 'rating', 'deviation')
      .where({ source: 'list' }),
  );
  for (const row of anchors) {
    if (!isRatingSystemId(row.federation)) continue;
    events[row.federation].push({
      kind: 'anchor',
      playerId: row.player_id,
      date: dateMs(row.date),
      rating: Number(row.rating),
      deviation: row.deviation === null ? null : Number(row.deviation),
    });
  }
}
