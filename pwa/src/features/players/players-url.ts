import { isRatingSystemId } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import {
  ACTIVE_YEARS,
  DEVIATION_BOUNDS,
  PLAYER_RANGE_PARAMS,
  RATING_BOUNDS,
  type PlayerSort,
} from '@sync/contract/players';
import {
  PLAYER_SORT_KEYS,
  type PlayerSortKey,
  type SortDirection,
} from '@pwa/lib/players-query/players-query';

/** What the players page shows, as kept in its URL. */
export interface PlayersView {
  federation: RatingSystemId;
  minRating: number | null;
  maxRating: number | null;
  minDeviation: number | null;
  maxDeviation: number | null;
  names: string[];
  locations: number[];
  /** only players whose last tournament was in the last this many years; null (the default): all */
  active: number | null;
  sort: PlayerSortKey;
  direction: SortDirection;
}

export const DEFAULT_VIEW: PlayersView = {
  federation: 'rgf',
  minRating: null,
  maxRating: null,
  minDeviation: null,
  maxDeviation: null,
  names: [],
  locations: [],
  active: null,
  sort: 'rating',
  direction: 'desc',
};

/** The order a column starts in when first clicked: strongest and newest first, names A to Z. */
export function defaultDirection(key: PlayerSortKey): SortDirection {
  return key === 'id' || key === 'name' || key === 'country' || key === 'city' ? 'asc' : 'desc';
}

/**
 * A sort as the URL names it: GET /players's name where the API sorts the same way, so a link
 * reads alike on both; the columns only the offline list sorts by keep their own names.
 */
const SORT_PARAMS = {
  id: 'id',
  name: 'name',
  rating: 'rating',
  deviation: 'deviation',
  rank: 'rank',
  country: 'country',
  city: 'city',
  startDate: 'start_date',
  lastUpdate: 'last_update',
  lastTournament: 'last_tournament',
} as const satisfies Record<PlayerSortKey, PlayerSort | 'rank' | 'country' | 'city'>;

/** The sort of a URL value; the page's older names (startDate, ...) are still read. */
function sortOf(value: string | null): PlayerSortKey | null {
  const key = PLAYER_SORT_KEYS.find((k) => SORT_PARAMS[k] === value || k === value);
  return key ?? null;
}

function bounded(text: string | null, bounds: { min: number; max: number }): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** `?active=N`: a whole number of years in bounds; anything else (`all` too) shows every player. */
function parseActive(text: string | null): number | null {
  const years = Number(text);
  return text !== null &&
    Number.isInteger(years) &&
    years >= ACTIVE_YEARS.min &&
    years <= ACTIVE_YEARS.max
    ? years
    : null;
}

/** Every query parameter the view reads, the older names of the ranges included. */
export const PLAYERS_VIEW_PARAMS: ReadonlySet<string> = new Set([
  'federation',
  ...Object.values(PLAYER_RANGE_PARAMS),
  ...Object.keys(PLAYER_RANGE_PARAMS),
  'name',
  'loc',
  'active',
  'sort',
  'order',
]);

/** Reads the page's query; anything unreadable falls back to the default. */
export function parsePlayersView(params: URLSearchParams): PlayersView {
  const federation = params.get('federation');
  const sort = sortOf(params.get('sort'));
  const order = params.get('order');
  // The spec's names (minRating, ...); links written with the API's (min_rating, ...) still work.
  const range = (key: keyof typeof PLAYER_RANGE_PARAMS) =>
    params.get(key) ?? params.get(PLAYER_RANGE_PARAMS[key]);
  const locations = params
    .getAll('loc')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return {
    federation: isRatingSystemId(federation) ? federation : DEFAULT_VIEW.federation,
    minRating: bounded(range('minRating'), RATING_BOUNDS),
    maxRating: bounded(range('maxRating'), RATING_BOUNDS),
    minDeviation: bounded(range('minDeviation'), DEVIATION_BOUNDS),
    maxDeviation: bounded(range('maxDeviation'), DEVIATION_BOUNDS),
    names: params
      .getAll('name')
      .map((name) => name.trim())
      .filter(Boolean),
    locations: [...new Set(locations)],
    active: parseActive(params.get('active')),
    sort: sort ?? DEFAULT_VIEW.sort,
    direction:
      order === 'asc' || order === 'desc'
        ? order
        : sort
          ? defaultDirection(sort)
          : DEFAULT_VIEW.direction,
  };
}

/** The query of a view: only what differs from the defaults. */
export function playersViewParams(view: PlayersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.federation !== DEFAULT_VIEW.federation) params.set('federation', view.federation);
  for (const key of Object.keys(PLAYER_RANGE_PARAMS) as (keyof typeof PLAYER_RANGE_PARAMS)[]) {
    const value = view[key];
    if (value !== null) params.set(key, String(value));
  }
  for (const name of view.names) params.append('name', name);
  for (const id of view.locations) params.append('loc', String(id));
  if (view.active !== null) params.set('active', String(view.active));
  if (view.sort !== DEFAULT_VIEW.sort || view.direction !== DEFAULT_VIEW.direction) {
    params.set('sort', SORT_PARAMS[view.sort]);
    params.set('order', view.direction);
  }
  return params;
}
