import {
  modeStatuses,
  TOURNAMENT_STATUSES,
  type TournamentMode,
  type TournamentStatus,
} from '@domain/tournament/grouping';

/** What the tournament list shows, as kept in its URL. */
export interface TournamentsView {
  mode: TournamentMode;
  year: number | null;
  /** as typed; the query trims it */
  title: string;
  locations: number[];
  /** one of the mode's statuses (in the admin's view), or null for all of them */
  status: TournamentStatus | null;
  ranked: boolean | null;
  online: boolean | null;
}

export const DEFAULT_VIEW: TournamentsView = {
  mode: 'past',
  year: null,
  title: '',
  locations: [],
  status: null,
  ranked: null,
  online: null,
};

/** The query keys of a view; anything else in the query is left alone. */
export const VIEW_KEYS: ReadonlySet<string> = new Set([
  'mode',
  'year',
  'title',
  'location',
  'status',
  'ranked',
  'online',
]);

const YEAR_BOUNDS = { min: 1900, max: 2200 };

function parseYear(text: string | null): number | null {
  if (text === null || !/^\d{4}$/.test(text.trim())) return null;
  const year = Number(text);
  return year >= YEAR_BOUNDS.min && year <= YEAR_BOUNDS.max ? year : null;
}

function parseFlag(text: string | null): boolean | null {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return null;
}

function parseStatus(text: string | null, mode: TournamentMode): TournamentStatus | null {
  const status = TOURNAMENT_STATUSES.find((s) => s === text);
  // the list leaves out a status its reader does not see ('processing' outside the admin's view)
  return status && modeStatuses(mode, { admin: true }).includes(status) ? status : null;
}

/** Reads the page's query; anything unreadable falls back to the default. */
export function parseTournamentsView(params: URLSearchParams): TournamentsView {
  const mode: TournamentMode = params.get('mode') === 'upcoming' ? 'upcoming' : 'past';
  const locations = params
    .getAll('location')
    .map((text) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return {
    mode,
    year: parseYear(params.get('year')),
    title: params.get('title')?.trim() ?? '',
    locations: [...new Set(locations)],
    status: parseStatus(params.get('status'), mode),
    ranked: parseFlag(params.get('ranked')),
    online: parseFlag(params.get('online')),
  };
}

/** The query of a view: only what differs from the defaults. */
export function tournamentsViewParams(view: TournamentsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.mode !== DEFAULT_VIEW.mode) params.set('mode', view.mode);
  if (view.year !== null) params.set('year', String(view.year));
  const title = view.title.trim();
  if (title) params.set('title', title);
  for (const id of view.locations) params.append('location', String(id));
  if (view.status !== null) params.set('status', view.status);
  if (view.ranked !== null) params.set('ranked', String(view.ranked));
  if (view.online !== null) params.set('online', String(view.online));
  return params;
}

/** Whether anything narrows the list beyond the mode. */
export function isFiltered(view: TournamentsView): boolean {
  return (
    view.year !== null ||
    view.title.trim() !== '' ||
    view.locations.length > 0 ||
    view.status !== null ||
    view.ranked !== null ||
    view.online !== null
  );
}
