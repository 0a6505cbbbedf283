import { ADMIN_TOURNAMENT_PAGE_SIZES } from '@sync/contract/admin-tournaments';
import { TOURNAMENT_SORTS, type TournamentSort } from '@sync/contract/tournaments';

export const STATUSES = ['scheduled', 'active', 'processing', 'ended'] as const;
export const FEDERATIONS = ['rgf', 'egf', 'glicko2'] as const;
export type PageSize = (typeof ADMIN_TOURNAMENT_PAGE_SIZES)[number];
type Flag = 'yes' | 'no' | null;

/** What the admins' tournament list shows, as kept in the address. */
export interface AdminTournamentsQuery {
  title: string;
  city: string;
  status: (typeof STATUSES)[number] | null;
  federation: (typeof FEDERATIONS)[number] | null;
  /** 'yes': visible only, 'no': hidden only */
  visible: Flag;
  pinned: Flag;
  sort: TournamentSort;
  order: 'asc' | 'desc';
  size: PageSize;
  /** from 1 */
  page: number;
}

export const DEFAULT_QUERY: AdminTournamentsQuery = {
  title: '',
  city: '',
  status: null,
  federation: null,
  visible: null,
  pinned: null,
  sort: 'start_date',
  order: 'desc',
  size: 5,
  page: 1,
};

const oneOf = <T extends string | number>(known: readonly T[], value: unknown): T | null =>
  known.find((item) => String(item) === value) ?? null;

/** Reads the query from the address; anything unknown falls back to the default. */
export function readAdminTournamentsQuery(params: URLSearchParams): AdminTournamentsQuery {
  const page = Number(params.get('page'));
  const flag = (name: string): Flag => oneOf(['yes', 'no'] as const, params.get(name));
  return {
    title: params.get('title')?.trim() ?? '',
    city: params.get('city')?.trim() ?? '',
    status: oneOf(STATUSES, params.get('status')),
    federation: oneOf(FEDERATIONS, params.get('federation')),
    visible: flag('visible'),
    pinned: flag('pinned'),
    sort: oneOf(TOURNAMENT_SORTS, params.get('sort')) ?? DEFAULT_QUERY.sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? DEFAULT_QUERY.order,
    size: oneOf(ADMIN_TOURNAMENT_PAGE_SIZES, params.get('size')) ?? DEFAULT_QUERY.size,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address form of the query, defaults left out. */
export function writeAdminTournamentsQuery(query: AdminTournamentsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_QUERY) as Array<keyof AdminTournamentsQuery>) {
    const value = query[key];
    if (value !== null && value !== '' && value !== DEFAULT_QUERY[key]) {
      params.set(key, String(value));
    }
  }
  return params;
}

/** GET /admin/tournaments's parameters for the query. */
export function listSearchParams(query: AdminTournamentsQuery): URLSearchParams {
  const params = new URLSearchParams({
    sort: query.sort,
    order: query.order,
    limit: String(query.size),
    offset: String((query.page - 1) * query.size),
  });
  if (query.title) params.set('title', query.title);
  if (query.city) params.set('city', query.city);
  if (query.status) params.set('status', query.status);
  if (query.federation) params.set('federation', query.federation);
  if (query.visible) params.set('visible', String(query.visible === 'yes'));
  if (query.pinned) params.set('pinned', String(query.pinned === 'yes'));
  return params;
}
