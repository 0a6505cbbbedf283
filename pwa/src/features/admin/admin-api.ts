import type { Role } from '@domain/account';
import type { UserList, UserListItem } from '@sync/contract/account';
import { http } from '@pwa/lib/http';
import { USERS_PAGE_SIZE, type UsersQuery } from './users-query';

/** The admins' accounts API (GET /users, PATCH /admin/user/{id}/roles, DELETE /user/{id}). */

export function fetchUsers(query: UsersQuery): Promise<UserList> {
  const searchParams = new URLSearchParams({
    sort: query.sort,
    limit: String(USERS_PAGE_SIZE),
    offset: String((query.page - 1) * USERS_PAGE_SIZE),
  });
  if (query.username) searchParams.set('username', query.username);
  if (query.email) searchParams.set('email', query.email);
  if (query.role) searchParams.set('role', query.role);
  if (query.location) searchParams.set('location', String(query.location));
  return http.get('users', { searchParams }).json<UserList>();
}

export function changeRoles(id: number, roles: Role[]): Promise<UserListItem> {
  return http.patch(`admin/user/${id}/roles`, { json: { roles } }).json<UserListItem>();
}

export async function deleteUser(id: number): Promise<void> {
  await http.delete(`user/${id}`);
}
