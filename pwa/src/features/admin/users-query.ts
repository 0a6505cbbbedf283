import { ROLES, type Role } from '@domain/account';
import { USERS_PAGE_DEFAULT_LIMIT, USERS_SORTS, type UsersSort } from '@sync/contract/account';

/** What the admins' list of accounts shows, as kept in the address (?username=&email=&role=&location=&sort=&page=). */
export interface UsersQuery {
  username: string;
  email: string;
  role: Role | null;
  /** a place of the location tree; its regions and cities are included */
  location: number | null;
  sort: UsersSort;
  /** from 1 */
  page: number;
}

/** The spec's admin pagination: the API's default page of GET /users. */
export const USERS_PAGE_SIZE = USERS_PAGE_DEFAULT_LIMIT;
const DEFAULT_SORT: UsersSort = 'username';

/** Reads the query from the address; anything unknown or malformed falls back to the default. */
export function readUsersQuery(params: URLSearchParams): UsersQuery {
  const role = params.get('role');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const location = Number(params.get('location'));
  return {
    username: params.get('username')?.trim() ?? '',
    email: params.get('email')?.trim() ?? '',
    role: ROLES.find((known) => known === role) ?? null,
    location: Number.isSafeInteger(location) && location >= 1 ? location : null,
    sort: USERS_SORTS.find((known) => known === sort) ?? DEFAULT_SORT,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address form of the query, leaving defaults out (a clean address for the plain list). */
export function writeUsersQuery(query: UsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.username) params.set('username', query.username);
  if (query.email) params.set('email', query.email);
  if (query.role) params.set('role', query.role);
  if (query.location) params.set('location', String(query.location));
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The sort after a click on a column's header: that column ascending, or reversed if it was. */
export function toggledSort(
  current: UsersSort,
  column: 'username' | 'email' | 'created',
): UsersSort {
  return current === column ? (`-${column}` as UsersSort) : column;
}

/** How a column is sorted now, for aria-sort. */
export function sortState(
  current: UsersSort,
  column: 'username' | 'email' | 'created',
): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}
