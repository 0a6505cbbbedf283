import type { EntityManager } from '@mikro-orm/knex';
import { fetchRows } from '../common/sql/rows';
import { isOfKind, type StatisticsFilter } from './statistics-filter';
import type { TournamentsCube } from './tournaments-statistics';

/**
 * What the tournaments statistics are computed from, aggregated by SQL once per data revision:
 * the tournaments counted (all but those hidden as ignored) and their games per handicap.
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
    /** [handicap, games] */
    games: Array<[number, number]>;
  }>;
}

type Numeric = number | string;

const flag = (value: unknown): boolean => value === true || Number(value) === 1;

export async function loadTournamentsFacts(em: EntityManager): Promise<TournamentsFacts> {
  const knex = em.getKnex();
  const [tournaments, games] = await Promise.all([
    fetchRows<{
      id: number;
      federation: string;
      year: string;
      location_id: number | null;
      online: unknown;
      ranked: unknown;
      board_size: Numeric;
      team_size: Numeric;
    }>(
      knex('tournament')
        .where('visible', true)
        .select(
          knex.raw(
            'id, federation, substr(start_date, 1, 4) as year, location_id, online, ranked, board_size, team_size',
          ),
        ),
    ),
    fetchRows<{ tournament_id: number; handicap: Numeric; n: Numeric }>(
      knex('game')
        .whereNotNull('tournament_id')
        .select(knex.raw('tournament_id, handicap, count(*) as n'))
        .groupBy('tournament_id', 'handicap'),
    ),
  ]);
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
        games: [] as Array<[number, number]>,
      },
    ]),
  );
  for (const row of games)
    byId.get(Number(row.tournament_id))?.games.push([Number(row.handicap), Number(row.n)]);
  return { tournaments: [...byId.values()].sort((a, b) => a.id - b.id) };
}

export type TournamentFacts = TournamentsFacts['tournaments'][number];

/** Whether a tournament is held in the filter's places and is of its kind (years, flags). */
export function tournamentMatcher(filter: StatisticsFilter): (t: TournamentFacts) => boolean {
  const places = filter.locations && new Set(filter.locations);
  return (t) =>
    (!places || (t.location !== null && places.has(t.location))) &&
    isOfKind(filter, t.year, t.online, t.ranked);
}

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
    cube.addTournament(t);
    for (const [handicap, games] of t.games) cube.addGames(t, handicap, games);
  }
  return cube.build();
}
