import { isRatingSystemId } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { RATING_BOUNDS } from '@sync/contract/players';
import {
  STATISTICS_MAX_REPEATS,
  STATISTICS_YEAR_BOUNDS,
  type StatisticsQuery,
} from '@sync/contract/statistics';

/** The statistics filters, as kept in the page's URL with the API's own parameter names. */
export interface StatisticsFilters {
  federation: RatingSystemId;
  minYear: number | null;
  maxYear: number | null;
  minRating: number | null;
  maxRating: number | null;
  /** places in the order chosen */
  locations: number[];
  /** null: either */
  online: boolean | null;
  ranked: boolean | null;
}

export const YEAR_BOUNDS = STATISTICS_YEAR_BOUNDS;
/** The most places the API takes in one query. */
export const MAX_LOCATIONS = STATISTICS_MAX_REPEATS;

export const DEFAULT_FILTERS: StatisticsFilters = {
  federation: 'rgf',
  minYear: null,
  maxYear: null,
  minRating: null,
  maxRating: null,
  locations: [],
  online: null,
  ranked: null,
};

type QueryName = keyof StatisticsQuery;

/** The query parameters the filters own: the API's names (StatisticsQuery). */
export const FILTER_PARAMS: ReadonlySet<string> = new Set<QueryName>([
  'federation',
  'min_year',
  'max_year',
  'min_rating',
  'max_rating',
  'loc',
  'online',
  'ranked',
]);

const RANGES = [
  ['minYear', 'min_year', YEAR_BOUNDS],
  ['maxYear', 'max_year', YEAR_BOUNDS],
  ['minRating', 'min_rating', RATING_BOUNDS],
  ['maxRating', 'max_rating', RATING_BOUNDS],
] as const satisfies ReadonlyArray<readonly [keyof StatisticsFilters, QueryName, unknown]>;

/** A whole number within the bounds, or null for anything else (the API accepts nothing else). */
function bounded(text: string | null, bounds: { min: number; max: number }): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}

function flag(text: string | null): boolean | null {
  return text === 'true' ? true : text === 'false' ? false : null;
}

/** Reads the page's query; anything unreadable is left out. */
export function parseStatisticsFilters(params: URLSearchParams): StatisticsFilters {
  const federation = params.get('federation');
  const locations = params
    .getAll('loc')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const filters: StatisticsFilters = {
    ...DEFAULT_FILTERS,
    federation: isRatingSystemId(federation) ? federation : DEFAULT_FILTERS.federation,
    locations: [...new Set(locations)].slice(0, MAX_LOCATIONS),
    online: flag(params.get('online')),
    ranked: flag(params.get('ranked')),
  };
  for (const [key, name, bounds] of RANGES) filters[key] = bounded(params.get(name), bounds);
  return filters;
}

/** The page's query for the filters: only what differs from the defaults. */
export function statisticsParams(filters: StatisticsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.federation !== DEFAULT_FILTERS.federation) {
    params.set('federation', filters.federation);
  }
  for (const [key, name] of RANGES) {
    const value = filters[key];
    if (value !== null) params.set(name, String(value));
  }
  for (const id of filters.locations) params.append('loc', String(id));
  if (filters.online !== null) params.set('online', String(filters.online));
  if (filters.ranked !== null) params.set('ranked', String(filters.ranked));
  return params;
}

/** Whether anything but the rating system narrows the statistics (what "Clear filters" clears). */
export function isFiltered(filters: StatisticsFilters): boolean {
  return statisticsParams({ ...filters, federation: DEFAULT_FILTERS.federation }).size > 0;
}

/** A range whose lower bound is above its upper one: the API refuses it, nothing matches. */
export function invertedRanges(filters: StatisticsFilters): Array<'year' | 'rating'> {
  const inverted: Array<'year' | 'rating'> = [];
  const above = (low: number | null, high: number | null) =>
    low !== null && high !== null && low > high;
  if (above(filters.minYear, filters.maxYear)) inverted.push('year');
  if (above(filters.minRating, filters.maxRating)) inverted.push('rating');
  return inverted;
}

/**
 * The API paths of both answers, or null while a range is inverted. One set of filters always
 * gives the same paths (places sorted), so a visited combination is found in the cache offline.
 */
export function statisticsPaths(
  filters: StatisticsFilters,
): { players: string; tournaments: string } | null {
  if (invertedRanges(filters).length > 0) return null;
  const canonical = { ...filters, locations: [...filters.locations].sort((a, b) => a - b) };
  const query = statisticsParams(canonical).toString();
  const suffix = query ? `?${query}` : '';
  return { players: `players/statistics${suffix}`, tournaments: `tournaments/statistics${suffix}` };
}
