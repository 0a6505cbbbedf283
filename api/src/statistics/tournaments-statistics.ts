import type { TournamentsStatistics } from '@sync/contract/statistics';

/** Tournaments per start year and games per year, board size, team size and handicap. */
export interface TournamentsCube {
  tournamentsByYear: Map<number, number>;
  games: Array<{
    year: number;
    boardSize: number;
    teamSize: number;
    handicap: number;
    games: number;
  }>;
}

type Axis = 'boardSize' | 'teamSize' | 'handicap';

function sumBy(cube: TournamentsCube, axis: Axis): Array<{ key: number; games: number }> {
  const sums = new Map<number, number>();
  for (const row of cube.games) sums.set(row[axis], (sums.get(row[axis]) ?? 0) + row.games);
  return [...sums]
    .filter(([, games]) => games > 0)
    .map(([key, games]) => ({ key, games }))
    .sort((a, b) => a.key - b.key);
}

export function tournamentsStatistics(cube: TournamentsCube): TournamentsStatistics {
  const byYear = new Map<number, { year: number; tournaments: number; games: number }>();
  for (const [year, tournaments] of cube.tournamentsByYear)
    byYear.set(year, { year, tournaments, games: 0 });
  for (const row of cube.games) {
    const year = byYear.get(row.year) ?? { year: row.year, tournaments: 0, games: 0 };
    year.games += row.games;
    byYear.set(row.year, year);
  }
  const years = [...byYear.values()].sort((a, b) => a.year - b.year);
  return {
    tournaments: years.reduce((sum, row) => sum + row.tournaments, 0),
    games: years.reduce((sum, row) => sum + row.games, 0),
    byYear: years,
    gamesByBoardSize: sumBy(cube, 'boardSize').map(({ key, games }) => ({ boardSize: key, games })),
    gamesByTeamSize: sumBy(cube, 'teamSize').map(({ key, games }) => ({ teamSize: key, games })),
    gamesByHandicap: sumBy(cube, 'handicap').map(({ key, games }) => ({ handicap: key, games })),
  };
}
