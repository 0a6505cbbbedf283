import type { EntityManager } from '@mikro-orm/knex';
import { fetchRows, yieldToEventLoop } from '../common/sql/rows';
import type { StatisticsFilter } from './statistics-filter';
import {
  CubeBuilder,
  isAskedHandicap,
  tournamentMatcher,
  type TournamentsFacts,
} from './tournaments-facts';
import type { TournamentsCube } from './tournaments-statistics';

/**
 * Tournaments per query while loading: about ten thousand games each (a query blocks an SQLite
 * server for its length, and waiting requests run between two).
 */
const CHUNK = 250;

/**
 * The games whose both players have a rating at the start of their tournament, with those
 * ratings as the lower and the higher of the two (the tournament's own federation's, kept on the
 * game row), for the rating range of the tournaments statistics. Loaded by SQL once per data
 * revision; columns of typed arrays, a million games in about 20 MB.
 */
export interface RatedGamesFacts {
  /** index into TournamentsFacts.tournaments */
  tournaments: Int32Array;
  /** handicap minus minHandicap */
  handicaps: Int32Array;
  minHandicap: number;
  handicapSpan: number;
  low: Float64Array;
  high: Float64Array;
}

type Numeric = number | string;

export async function loadRatedGamesFacts(
  em: EntityManager,
  tournamentsFacts: TournamentsFacts,
): Promise<RatedGamesFacts> {
  const knex = em.getKnex();
  const tournaments = tournamentsFacts.tournaments;
  const index = new Map(tournaments.map((t, i) => [t.id, i]));
  // Plain arrays of numbers while reading, a chunk's rows dropped as soon as they are read.
  const read = {
    tournaments: [] as number[],
    handicaps: [] as number[],
    low: [] as number[],
    high: [] as number[],
  };
  for (let start = 0; start < tournaments.length; start += CHUNK) {
    const ids = tournaments.slice(start, start + CHUNK);
    const rows = await fetchRows<{ t: number; h: Numeric; b: Numeric; w: Numeric }>(
      knex('game')
        .whereBetween('tournament_id', [ids[0].id, ids[ids.length - 1].id])
        .whereNot('result', 'unplayed')
        .whereNotNull('black_rating_before')
        .whereNotNull('white_rating_before')
        .select(
          knex.raw(
            'tournament_id as t, handicap as h, black_rating_before as b, white_rating_before as w',
          ),
        ),
    );
    for (const row of rows) {
      // Hidden tournaments between two ids of the range are not counted.
      const tournament = index.get(Number(row.t));
      if (tournament === undefined) continue;
      const [b, w] = [Number(row.b), Number(row.w)];
      read.tournaments.push(tournament);
      read.handicaps.push(Number(row.h));
      read.low.push(Math.min(b, w));
      read.high.push(Math.max(b, w));
    }
    await yieldToEventLoop();
  }
  const minHandicap = Math.min(0, ...new Set(read.handicaps));
  const maxHandicap = Math.max(0, ...new Set(read.handicaps));
  return {
    tournaments: Int32Array.from(read.tournaments),
    handicaps: Int32Array.from(read.handicaps, (h) => h - minHandicap),
    minHandicap,
    handicapSpan: maxHandicap - minHandicap + 1,
    low: Float64Array.from(read.low),
    high: Float64Array.from(read.high),
  };
}

/**
 * The filtered tournaments' games whose both players' ratings at the start lie in the range;
 * ratings of a tournament are its own federation's, so only tournaments of the asked federation
 * count, and a tournament counts when at least one of its games does.
 */
export function countRatedGames(
  tournamentsFacts: TournamentsFacts,
  games: RatedGamesFacts,
  filter: StatisticsFilter,
): TournamentsCube {
  const matches = tournamentMatcher(filter);
  const tournaments = tournamentsFacts.tournaments;
  const eligible = tournaments.map((t) => t.federation === filter.federation && matches(t));
  const span = games.handicapSpan;
  // Games per tournament and handicap, then added up by the tournament's year, sizes, handicap.
  const counts = new Int32Array(tournaments.length * span);
  const min = filter.minRating ?? -Infinity;
  const max = filter.maxRating ?? Infinity;
  for (let g = 0; g < games.low.length; g++) {
    const i = games.tournaments[g];
    if (eligible[i] && games.low[g] >= min && games.high[g] <= max)
      counts[i * span + games.handicaps[g]] += 1;
  }
  const cube = new CubeBuilder();
  tournaments.forEach((t, i) => {
    let counted = false;
    for (let h = 0; h < span; h++) {
      const n = counts[i * span + h];
      if (n === 0 || !isAskedHandicap(filter, h + games.minHandicap)) continue;
      if (!counted) cube.addTournament(t);
      counted = true;
      cube.addGames(t, h + games.minHandicap, n);
    }
  });
  return cube.build();
}
