import { useCallback, useEffect, useState } from 'react';
import type { UserList, UserListItem } from '@sync/contract/account';
import { fetchUsers } from './admin-api';
import type { UsersQuery } from './users-query';

export type UsersState =
  | { status: 'loading'; list: UserList | null }
  | { status: 'ready'; list: UserList }
  | { status: 'failed'; list: UserList | null };

/** The page of accounts the query asks for, fetched again when it changes or on reload(). */
export function useUsers(query: UsersQuery, online: boolean) {
  const [state, setState] = useState<UsersState>({ status: 'loading', list: null });
  const [generation, setGeneration] = useState(0);
  const { username, email, role, location, sort, page } = query;

  useEffect(() => {
    if (!online) return;
    let current = true;
    setState((previous) => ({ status: 'loading', list: previous.list }));
    fetchUsers({ username, email, role, location, sort, page }).then(
      (list) => current && setState({ status: 'ready', list }),
      () => current && setState((previous) => ({ status: 'failed', list: previous.list })),
    );
    return () => {
      current = false;
    };
  }, [username, email, role, location, sort, page, online, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback((item: UserListItem) => {
    setState((previous) =>
      previous.list
        ? {
            ...previous,
            list: {
              ...previous.list,
              items: previous.list.items.map((user) => (user.ID === item.ID ? item : user)),
            },
          }
        : previous,
    );
  }, []);

  return { state, reload, replace };
}
