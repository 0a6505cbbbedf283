import type { LocationTree } from '@domain/location/location-tree';
import type { RatingSystemId } from '@domain/rating/types';
import type { StatisticsQueryDto } from './dto/statistics-query.dto';

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
}

export function toStatisticsFilter(
  query: StatisticsQueryDto,
  tree: LocationTree,
): StatisticsFilter {
  return {
    federation: query.federation,
    minYear: query.min_year ?? null,
    maxYear: query.max_year ?? null,
    minRating: query.min_rating ?? null,
    maxRating: query.max_rating ?? null,
    locations: query.loc ? tree.withDescendants(query.loc).sort((a, b) => a - b) : null,
    online: query.online ?? null,
    ranked: query.ranked ?? null,
  };
}

/** Equal for queries that ask the same thing however they were written (order, repeats). */
export function filterKey(filter: StatisticsFilter): string {
  return JSON.stringify([
    filter.federation,
    filter.minYear,
    filter.maxYear,
    filter.minRating,
    filter.maxRating,
    filter.locations,
    filter.online,
    filter.ranked,
  ]);
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
