import type { NamedRef, PlayerRef } from './common';

/**
 * Query parameters of GET /players/statistics and GET /tournaments/statistics (all optional):
 * federation (rgf|egf|glicko2, default rgf), min_year, max_year (1900..2100, min <= max),
 * min_rating, max_rating (-1000..3000, min <= max), loc (repeatable location ids, descendants
 * included), online (true|false), ranked (true|false). Anything else invalid answers
 * 400 'Bad request. Parameters are invalid'.
 *
 * Players: the year range, online and ranked select players who played a tournament of that kind
 * in those years; rating range is the current rating in the federation; loc the player's place.
 * Tournaments: year range on the start date, loc the tournament's place, online and ranked the
 * tournament's flags; a rating range keeps games whose both players' ratings at the start lie in it
 * (tournament counts then count tournaments with at least one such game).
 */
export interface StatisticsQuery {
  federation?: string;
  min_year?: number;
  max_year?: number;
  min_rating?: number;
  max_rating?: number;
  loc?: number[];
  online?: boolean;
  ranked?: boolean;
}

export interface LocationCount extends NamedRef {
  count: number;
}

export const AGE_GROUPS = ['under9', '9-11', '12-15', '16-19', '20-49', '50+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export interface RankCount {
  /** rank label of the current rating ('5k', '2d') */
  rank: string;
  /** domain/rating/rank sort score: k 3000 - n, d 4000 + n, p 5000 + n */
  sortKey: number;
  count: number;
}

export interface TopRatedPlayer extends PlayerRef {
  rating: number;
  deviation: number | null;
  rank: string;
}

export interface MostActivePlayer extends PlayerRef {
  tournaments: number;
}

export interface PlayersStatistics {
  /** players matching the filters */
  players: number;
  byLocation: { country: LocationCount[]; region: LocationCount[]; city: LocationCount[] };
  /** weakest first */
  byRank: RankCount[];
  /** every group, in AGE_GROUPS order, zero counts included; age at the end of this year */
  byAge: Array<{ group: AgeGroup; count: number }>;
  /** players aged over 20, as a total */
  over20: number;
  /** players whose birth year is unknown */
  ageUnknown: number;
  /** years since the first tournament (0 = first tournament this year), ascending */
  byExperience: Array<{ years: number; count: number }>;
  topByRating: TopRatedPlayer[];
  topByTournaments: MostActivePlayer[];
}

export interface TournamentsStatistics {
  tournaments: number;
  games: number;
  /** ascending years */
  byYear: Array<{ year: number; tournaments: number; games: number }>;
  gamesByBoardSize: Array<{ boardSize: number; games: number }>;
  gamesByTeamSize: Array<{ teamSize: number; games: number }>;
  gamesByHandicap: Array<{ handicap: number; games: number }>;
}
