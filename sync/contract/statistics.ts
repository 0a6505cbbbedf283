import type { NamedRef, PlayerRef } from './common';

/**
 * Query parameters of GET /players/statistics and GET /tournaments/statistics (all optional):
 * federation (rgf|egf|glicko2, default rgf), min_year, max_year (1900..2100, min <= max),
 * min_rating, max_rating (-1000..3000, min <= max), location (repeatable location ids, descendants
 * included; ids that name no location match nothing; `loc` is the same), online (true|false),
 * ranked (true|false). Numbers are plain decimal digits. Anything else invalid (also an empty
 * value) answers 400 'Bad request. Parameters are invalid'; unknown parameters are ignored.
 * Tournaments hidden as ignored count nowhere.
 *
 * Players: the year range, online and ranked select players who played a tournament of that kind
 * in those years (played: entered in a tournament that has started); rating range is the current
 * rating in the federation; location the player's place. min_exp, max_exp (EXPERIENCE_BOUNDS):
 * years since the first tournament played (players who never played have none); age_group
 * (repeatable, AGE_GROUPS): the age at the end of this year (unknown birth years match none).
 * Tournaments: year range on the start date, location the tournament's place, online and ranked the
 * tournament's flags; a rating range keeps games whose both players' ratings at the start lie in it
 * (the tournament's own federation's ratings, so then only tournaments of `federation` count;
 * without a rating range `federation` changes nothing). min_avg_rating, max_avg_rating: the
 * average starting rating of the tournament's rated players; min_strength, max_strength (rank
 * labels, '5k', '2d', '1p'): the highest rank declared in the tournament; category (repeatable,
 * EGF class A..D), board_size (repeatable, 9|13|19), team_size (repeatable, TEAM_SIZE_BOUNDS):
 * the tournament's; handicap (repeatable, HANDICAP_BOUNDS) keeps the games of those handicaps.
 * With a rating range or a handicap, tournament counts count tournaments with at least one such
 * game. Games are the tournaments' game records, whatever their result.
 */
export interface StatisticsQuery {
  federation?: string;
  min_year?: number;
  max_year?: number;
  min_rating?: number;
  max_rating?: number;
  location?: number[];
  /** the same as location (the PWA's name) */
  loc?: number[];
  online?: boolean;
  ranked?: boolean;
}

export interface PlayersStatisticsQuery extends StatisticsQuery {
  min_exp?: number;
  max_exp?: number;
  age_group?: AgeGroup[];
}

export interface TournamentsStatisticsQuery extends StatisticsQuery {
  min_avg_rating?: number;
  max_avg_rating?: number;
  min_strength?: string;
  max_strength?: string;
  handicap?: number[];
  category?: string[];
  board_size?: number[];
  team_size?: number[];
}

export const STATISTICS_YEAR_BOUNDS = { min: 1900, max: 2100 } as const;
/** The most values a repeatable statistics parameter takes (places, groups, sizes). */
export const STATISTICS_MAX_REPEATS = 50;
export const EXPERIENCE_BOUNDS = { min: 0, max: 200 } as const;
export const HANDICAP_BOUNDS = { min: 0, max: 9 } as const;
export const TEAM_SIZE_BOUNDS = { min: 1, max: 10 } as const;

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
  /** each player counted at the place and every level above it; most players first */
  byLocation: { country: LocationCount[]; region: LocationCount[]; city: LocationCount[] };
  /** weakest first */
  byRank: RankCount[];
  /** every group, in AGE_GROUPS order, zero counts included; age at the end of this year */
  byAge: Array<{ group: AgeGroup; count: number }>;
  /** players aged 20 and over (the 20-49 and 50+ groups), as a total */
  over20: number;
  /** players whose birth year is unknown */
  ageUnknown: number;
  /**
   * years since the first tournament played, whatever the filter's years and kind (0 = first
   * tournament this year), ascending; players who never played are left out
   */
  byExperience: Array<{ years: number; count: number }>;
  /** 10 at most, by current rating in the federation, highest first (ties: lower id first) */
  topByRating: TopRatedPlayer[];
  /** 10 at most, by tournaments played of the filter's years and kind, most first (ties: lower id) */
  topByTournaments: MostActivePlayer[];
}

export interface TournamentsStatistics {
  tournaments: number;
  games: number;
  /** ascending start years */
  byYear: Array<{ year: number; tournaments: number; games: number }>;
  /** ascending keys, only those with games */
  gamesByBoardSize: Array<{ boardSize: number; games: number }>;
  gamesByTeamSize: Array<{ teamSize: number; games: number }>;
  gamesByHandicap: Array<{ handicap: number; games: number }>;
}
