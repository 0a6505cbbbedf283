import { useCallback } from 'react';
import type { UserList, UserListItem } from '@sync/contract/account';
import { fetchUsers } from './admin-api';
import { useAdminList } from './use-admin-list';
import type { UsersQuery } from './users-query';

/** The page of accounts the query asks for, fetched again when it changes or on reload(). */
export function useUsers(query: UsersQuery, online: boolean) {
  const { username, email, role, location, sort, page } = query;
  const wanted = { username, email, role, location, sort, page };
  const { state, reload, update } = useAdminList<UserList>(
    JSON.stringify(wanted),
    () => fetchUsers(wanted),
    { enabled: online },
  );
  /** Shows an account as an action answered it, in its place. */
  const replace = useCallback(
    (item: UserListItem) =>
      update((list) => ({
        ...list,
        items: list.items.map((user) => (user.ID === item.ID ? item : user)),
      })),
    [update],
  );
  return { state, reload, replace };
}
