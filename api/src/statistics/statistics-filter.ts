import type { LocationTree } from '@domain/location/location-tree';
import { rankSortScore } from '@domain/rating/rank';
import type { RatingSystemId } from '@domain/rating/types';
import type { AgeGroup } from '@sync/contract/statistics';
import type { PlayersStatisticsQueryDto } from './dto/players-statistics-query.dto';
import type { StatisticsQueryDto } from './dto/statistics-query.dto';
import type { TournamentsStatisticsQueryDto } from './dto/tournaments-statistics-query.dto';

/** A validated statistics query in one canonical form: what the SQL reads and the cache key. */
export interface StatisticsFilter {
  federation: RatingSystemId;
  /** The year range, compared with the years tournaments start in. */
  minYear: number | null;
  maxYear: number | null;
  minRating: number | null;
  maxRating: number | null;
  /** The asked locations and their descendants (none when only unknown ids were asked); null: any. */
  locations: number[] | null;
  online: boolean | null;
  ranked: boolean | null;
  /** Players: years since the first tournament played. */
  minExperience: number | null;
  maxExperience: number | null;
  ageGroups: AgeGroup[] | null;
  /** Tournaments: the average starting rating of the rated players. */
  minAverageRating: number | null;
  maxAverageRating: number | null;
  /** Tournaments: the highest declared rank, as rankSortScore. */
  minStrength: number | null;
  maxStrength: number | null;
  handicaps: number[] | null;
  categories: string[] | null;
  boardSizes: number[] | null;
  teamSizes: number[] | null;
}

type AnyStatisticsQuery = StatisticsQueryDto &
  Partial<PlayersStatisticsQueryDto> &
  Partial<TournamentsStatisticsQueryDto>;

/** Sorted without repeats, so that one question has one key; null when not asked. */
function set<T extends number | string>(values: readonly T[] | undefined): T[] | null {
  return values ? [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : null;
}

function places(query: StatisticsQueryDto, tree: LocationTree): number[] | null {
  if (!query.loc && !query.location) return null;
  const asked = [...(query.location ?? []), ...(query.loc ?? [])];
  return [...new Set(tree.withDescendants(asked))].sort((a, b) => a - b);
}

export function toStatisticsFilter(
  query: AnyStatisticsQuery,
  tree: LocationTree,
): StatisticsFilter {
  const strength = (rank: string | undefined) => (rank === undefined ? null : rankSortScore(rank));
  return {
    federation: query.federation,
    minYear: query.min_year ?? null,
    maxYear: query.max_year ?? null,
    minRating: query.min_rating ?? null,
    maxRating: query.max_rating ?? null,
    locations: places(query, tree),
    online: query.online ?? null,
    ranked: query.ranked ?? null,
    minExperience: query.min_exp ?? null,
    maxExperience: query.max_exp ?? null,
    ageGroups: set(query.age_group),
    minAverageRating: query.min_avg_rating ?? null,
    maxAverageRating: query.max_avg_rating ?? null,
    minStrength: strength(query.min_strength),
    maxStrength: strength(query.max_strength),
    handicaps: set(query.handicap),
    categories: set(query.category),
    boardSizes: set(query.board_size),
    teamSizes: set(query.team_size),
  };
}

/** Equal for queries that ask the same thing however they were written (order, repeats). */
export function filterKey(filter: StatisticsFilter): string {
  return JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));
}

export const hasRatingRange = (filter: StatisticsFilter): boolean =>
  filter.minRating !== null || filter.maxRating !== null;

/** Whether the filter asks for players who played tournaments of some kind. */
export const asksForTournamentKind = (filter: StatisticsFilter): boolean =>
  filter.minYear !== null ||
  filter.maxYear !== null ||
  filter.online !== null ||
  filter.ranked !== null;

/** Whether a tournament of that year and flags is of the kind the filter asks for. */
export function isOfKind(
  filter: StatisticsFilter,
  year: number,
  online: boolean,
  ranked: boolean,
): boolean {
  return (
    (filter.minYear === null || year >= filter.minYear) &&
    (filter.maxYear === null || year <= filter.maxYear) &&
    (filter.online === null || online === filter.online) &&
    (filter.ranked === null || ranked === filter.ranked)
  );
}

/** Whether a value lies in a range whose ends may be open (null); NaN (no value) never does. */
export function inRange(value: number, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  return (min === null || value >= min) && (max === null || value <= max);
}
