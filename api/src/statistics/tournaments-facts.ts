import type { EntityManager } from '@mikro-orm/knex';
import { rankSortScore } from '@domain/rating/rank';
import { fetchByRanges, fetchRows, idRanges } from '../common/sql/rows';
import { inRange, isOfKind, type StatisticsFilter } from './statistics-filter';
import type { TournamentsCube } from './tournaments-statistics';

/**
 * What the tournaments statistics are computed from, aggregated by SQL once per data revision:
 * the tournaments counted (all but those hidden as ignored), their played games per handicap (a
 * pairing not played yet is no game), the average starting rating of their rated players and
 * the highest rank declared in them.
 */
export interface TournamentsFacts {
  tournaments: Array<{
    id: number;
    federation: string;
    year: number;
    location: number | null;
    online: boolean;
    ranked: boolean;
    boardSize: number;
    teamSize: number;
    tournamentClass: string | null;
    /** NaN: no player with a starting rating */
    averageRating: number;
    /** rankSortScore of the highest declared rank; NaN: no rank declared */
    strength: number;
    /** [handicap, games] */
    games: Array<[number, number]>;
  }>;
}

type Numeric = number | string;

/** Tournaments per query while loading (each query blocks an SQLite server for its length). */
const TOURNAMENTS_PER_QUERY = 1000;

const flag = (value: unknown): boolean => value === true || Number(value) === 1;

export async function loadTournamentsFacts(em: EntityManager): Promise<TournamentsFacts> {
  const knex = em.getKnex();
  const tournaments = await fetchRows<{
    id: number;
    federation: string;
    year: string;
    location_id: number | null;
    online: unknown;
    ranked: unknown;
    board_size: Numeric;
    team_size: Numeric;
    tournament_class: string | null;
  }>(
    knex('tournament')
      .where('visible', true)
      .select(
        knex.raw(
          'id, federation, substr(start_date, 1, 4) as year, location_id, online, ranked, board_size, team_size, tournament_class',
        ),
      ),
  );
  const ranges = await idRanges(knex, 'tournament', TOURNAMENTS_PER_QUERY);
  const games = await fetchByRanges<{ tournament_id: number; handicap: Numeric; n: Numeric }>(
    ranges,
    (range) =>
      knex('game')
        .whereBetween('tournament_id', range)
        .whereNot('result', 'unplayed')
        .select(knex.raw('tournament_id, handicap, count(*) as n'))
        .groupBy('tournament_id', 'handicap'),
  );
  const averages = await fetchByRanges<{ tournament_id: number; average: Numeric }>(
    ranges,
    (range) =>
      knex('tournament_player')
        .whereBetween('tournament_id', range)
        .whereNotNull('rating_before')
        .select(knex.raw('tournament_id, avg(rating_before) as average'))
        .groupBy('tournament_id'),
  );
  const ranks = await fetchByRanges<{ tournament_id: number; rank: string }>(ranges, (range) =>
    knex('tournament_player')
      .whereBetween('tournament_id', range)
      .whereNotNull('rank')
      .distinct('tournament_id', 'rank'),
  );
  const byId = new Map(
    tournaments.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        federation: row.federation,
        year: Number(row.year),
        location: row.location_id === null ? null : Number(row.location_id),
        online: flag(row.online),
        ranked: flag(row.ranked),
        boardSize: Number(row.board_size),
        teamSize: Number(row.team_size),
        tournamentClass: row.tournament_class?.toUpperCase() ?? null,
        averageRating: NaN,
        strength: NaN,
        games: [] as Array<[number, number]>,
      },
    ]),
  );
  for (const row of games)
    byId.get(Number(row.tournament_id))?.games.push([Number(row.handicap), Number(row.n)]);
  for (const row of averages) {
    const tournament = byId.get(Number(row.tournament_id));
    if (tournament) tournament.averageRating = Number(row.average);
  }
  for (const row of ranks) {
    const tournament = byId.get(Number(row.tournament_id));
    const score = rankSortScore(row.rank);
    if (tournament && score > 0 && !(tournament.strength >= score)) tournament.strength = score;
  }
  return { tournaments: [...byId.values()].sort((a, b) => a.id - b.id) };
}

export type TournamentFacts = TournamentsFacts['tournaments'][number];

/** Whether a tournament is held in the filter's places and is of its kind, sizes and strength. */
export function tournamentMatcher(filter: StatisticsFilter): (t: TournamentFacts) => boolean {
  const places = filter.locations && new Set(filter.locations);
  const among = <T>(values: readonly T[] | null, value: T) => !values || values.includes(value);
  return (t) =>
    (!places || (t.location !== null && places.has(t.location))) &&
    isOfKind(filter, t.year, t.online, t.ranked) &&
    among(filter.boardSizes, t.boardSize) &&
    among(filter.teamSizes, t.teamSize) &&
    (!filter.categories ||
      (t.tournamentClass !== null && among(filter.categories, t.tournamentClass))) &&
    inRange(t.averageRating, filter.minAverageRating, filter.maxAverageRating) &&
    inRange(t.strength, filter.minStrength, filter.maxStrength);
}

/** Whether games of that handicap are counted. */
export const isAskedHandicap = (filter: StatisticsFilter, handicap: number): boolean =>
  !filter.handicaps || filter.handicaps.includes(handicap);

/** Adds up tournaments by year and games by year, board size, team size and handicap. */
export class CubeBuilder {
  private readonly tournamentsByYear = new Map<number, number>();
  private readonly cells = new Map<string, TournamentsCube['games'][number]>();

  addTournament(t: TournamentFacts): void {
    this.tournamentsByYear.set(t.year, (this.tournamentsByYear.get(t.year) ?? 0) + 1);
  }

  addGames(t: TournamentFacts, handicap: number, games: number): void {
    const key = `${t.year} ${t.boardSize} ${t.teamSize} ${handicap}`;
    const cell = this.cells.get(key);
    if (cell) cell.games += games;
    else
      this.cells.set(key, {
        year: t.year,
        boardSize: t.boardSize,
        teamSize: t.teamSize,
        handicap,
        games,
      });
  }

  build(): TournamentsCube {
    return { tournamentsByYear: this.tournamentsByYear, games: [...this.cells.values()] };
  }
}

/** The filtered tournaments' counts by year, and their games by every axis at once. */
export function countTournaments(
  facts: TournamentsFacts,
  filter: StatisticsFilter,
): TournamentsCube {
  const matches = tournamentMatcher(filter);
  const cube = new CubeBuilder();
  for (const t of facts.tournaments) {
    if (!matches(t)) continue;
    const games = t.games.filter(([handicap]) => isAskedHandicap(filter, handicap));
    // With a handicap asked, a tournament counts when it has games of that handicap.
    if (filter.handicaps && games.length === 0) continue;
    cube.addTournament(t);
    for (const [handicap, n] of games) cube.addGames(t, handicap, n);
  }
  return cube.build();
}
