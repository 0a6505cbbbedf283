import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import type { CountryRef, NamedRef, PlayerRef } from './common';

export interface RatingValue {
  rating: number;
  deviation: number | null;
  volatility: number | null;
}

export type PlayerRatings = Record<RatingSystemId, RatingValue | null>;

export interface PlayerSummary {
  id: number;
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
  /** The name in Chinese, when an admin gave one. */
  lastNameZh: string | null;
  firstNameZh: string | null;
  nickname: string | null;
  /** Declared rank ('5k', '2d'). */
  rank: string | null;
  /** Rating, deviation and rank label in the federation asked for (default rgf). */
  rating: number | null;
  deviation: number | null;
  rankLabel: string | null;
  ratings: PlayerRatings;
  location: NamedRef | null;
  city: NamedRef | null;
  country: CountryRef | null;
  birthYear: number | null;
  egdPin: number | null;
  startDate: string | null;
  lastUpdate: string | null;
  lastTournamentId: number | null;
  lastTournamentDate: string | null;
}

export interface PlayerDetail extends PlayerSummary {
  tournaments: number;
  games: number;
  wins: number;
  losses: number;
  /** Best place ever taken in a tournament. */
  bestPlace: number | null;
}

export interface RatingHistoryPoint {
  date: string;
  rating: number;
  deviation: number | null;
  volatility: number | null;
  tournamentId: number | null;
  tournamentTitle: string | null;
  source: 'tournament' | 'list';
}

/**
 * Where a rating history comes from (`?federation=` of GET /players/:id/rating): a rating system
 * (RatingSystemId), or 'aga', the imported AGA list, which is a source of history and no system
 * that rates games here.
 */
export const HISTORY_SOURCES = [...RATING_SYSTEM_IDS, 'aga'] as const;
export type HistorySource = RatingSystemId | 'aga';

export function isHistorySource(x: unknown): x is HistorySource {
  return typeof x === 'string' && (HISTORY_SOURCES as readonly string[]).includes(x);
}

export interface RatingHistory {
  playerId: number;
  federation: HistorySource;
  points: RatingHistoryPoint[];
}

export interface PlayerTournament {
  tournamentId: number;
  title: string;
  titleLatin: string;
  startDate: string;
  endDate: string;
  federation: string;
  place: number | null;
  wins: number | null;
  games: number;
  rank: string | null;
  ratingBefore: number | null;
  ratingAfter: number | null;
  deviationBefore: number | null;
  deviationAfter: number | null;
}

export interface PlayerOpponent {
  opponent: PlayerRef;
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

export interface WinLoss {
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

export interface PlayerStatistics {
  playerId: number;
  total: WinLoss;
  byColor: { black: WinLoss; white: WinLoss; unknown: WinLoss };
  byHandicap: Array<
    WinLoss & {
      handicap: number;
      /** true when the player received the stones */ received: boolean;
    }
  >;
  byYear: Array<WinLoss & { year: number }>;
}

export const PLAYER_SORTS = [
  'rating',
  'deviation',
  'name',
  'latin_name',
  'nickname',
  'id',
  'start_date',
  'last_update',
  'last_tournament',
  'birth_year',
] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

/**
 * Query parameters of GET /players (all optional): name (repeatable, a substring of a name in either
 * script; any of them), loc (repeatable location ids, descendants included), location (a substring
 * of a place's name), federation (rgf|egf|glicko2, default rgf: whose rating and deviation the
 * ranges and sorts use), min_rating..max_rating (RATING_BOUNDS), min_diff..max_diff (the
 * deviation, DEVIATION_BOUNDS), sort (PLAYER_SORTS, default rating), order (asc|desc, default
 * desc), active (1..100 years: only players whose last tournament started since then; absent:
 * all players), limit (1..200, default 50), offset. The offline list (pwa/src/lib/players-query,
 * PlayerFilter) filters the replicated rows by name, loc and the ranges too.
 */
export interface PlayersQuery {
  name?: string[];
  loc?: number[];
  location?: string;
  federation?: RatingSystemId;
  sort?: PlayerSort;
  order?: 'asc' | 'desc';
  min_rating?: number;
  max_rating?: number;
  min_diff?: number;
  max_diff?: number;
  /** only players whose last tournament started in the last `active` years (ACTIVE_YEARS) */
  active?: number;
  limit?: number;
  offset?: number;
}

/**
 * The players list's range filters: GET /players's query names by the spec's URL names of the
 * PWA's /players page (the keys), which also reads the API's names in a link.
 */
export const PLAYER_RANGE_PARAMS = {
  minRating: 'min_rating',
  maxRating: 'max_rating',
  minDeviation: 'min_diff',
  maxDeviation: 'max_diff',
} as const satisfies Record<string, keyof PlayersQuery>;

/** Bounds of the "active in the last N years" filter (an option: by default every player). */
export const ACTIVE_YEARS = { min: 1, max: 100 } as const;

/** The first day (YYYY-MM-DD, UTC) of the last `years` years before `now`. */
export function activeSince(years: number, now: Date): string {
  const since = new Date(now.getTime());
  since.setUTCFullYear(since.getUTCFullYear() - years);
  return since.toISOString().slice(0, 10);
}

/** Product bounds for rating filters (RATINGS.md). */
export const RATING_BOUNDS = { min: -1000, max: 3000 } as const;
export const DEVIATION_BOUNDS = { min: 0, max: 1000 } as const;
