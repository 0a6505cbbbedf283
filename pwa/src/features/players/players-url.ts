import { isRatingSystemId } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { ACTIVE_YEARS, DEVIATION_BOUNDS, RATING_BOUNDS } from '@sync/contract/players';
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
  /** only players whose last tournament was in the last this many years; null: all players */
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
  active: ACTIVE_YEARS.default,
  sort: 'rating',
  direction: 'desc',
};

/** The order a column starts in when first clicked: strongest and newest first, names A to Z. */
export function defaultDirection(key: PlayerSortKey): SortDirection {
  return key === 'id' || key === 'name' || key === 'country' || key === 'city' ? 'asc' : 'desc';
}

function isSortKey(value: string | null): value is PlayerSortKey {
  return (PLAYER_SORT_KEYS as readonly (string | null)[]).includes(value);
}

function bounded(text: string | null, bounds: { min: number; max: number }): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** `?active=all` shows every player; a whole number of years in bounds, else the default. */
function parseActive(text: string | null): number | null {
  if (text === 'all') return null;
  const years = Number(text);
  return text !== null &&
    Number.isInteger(years) &&
    years >= ACTIVE_YEARS.min &&
    years <= ACTIVE_YEARS.max
    ? years
    : DEFAULT_VIEW.active;
}

/** Reads the page's query; anything unreadable falls back to the default. */
export function parsePlayersView(params: URLSearchParams): PlayersView {
  const federation = params.get('federation');
  const sort = params.get('sort');
  const order = params.get('order');
  const locations = params
    .getAll('loc')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return {
    federation: isRatingSystemId(federation) ? federation : DEFAULT_VIEW.federation,
    minRating: bounded(params.get('minRating'), RATING_BOUNDS),
    maxRating: bounded(params.get('maxRating'), RATING_BOUNDS),
    minDeviation: bounded(params.get('minDeviation'), DEVIATION_BOUNDS),
    maxDeviation: bounded(params.get('maxDeviation'), DEVIATION_BOUNDS),
    names: params
      .getAll('name')
      .map((name) => name.trim())
      .filter(Boolean),
    locations: [...new Set(locations)],
    active: parseActive(params.get('active')),
    sort: isSortKey(sort) ? sort : DEFAULT_VIEW.sort,
    direction:
      order === 'asc' || order === 'desc'
        ? order
        : isSortKey(sort)
          ? defaultDirection(sort)
          : DEFAULT_VIEW.direction,
  };
}

/** The query of a view: only what differs from the defaults. */
export function playersViewParams(view: PlayersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.federation !== DEFAULT_VIEW.federation) params.set('federation', view.federation);
  const numbers = ['minRating', 'maxRating', 'minDeviation', 'maxDeviation'] as const;
  for (const key of numbers) {
    const value = view[key];
    if (value !== null) params.set(key, String(value));
  }
  for (const name of view.names) params.append('name', name);
  for (const id of view.locations) params.append('loc', String(id));
  if (view.active !== DEFAULT_VIEW.active) params.set('active', String(view.active ?? 'all'));
  if (view.sort !== DEFAULT_VIEW.sort || view.direction !== DEFAULT_VIEW.direction) {
    params.set('sort', view.sort);
    params.set('order', view.direction);
  }
  return params;
}
