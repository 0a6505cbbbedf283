import { useCallback, useEffect, useState } from 'react';
import type { AdminTournament, AdminTournamentList } from '@sync/contract/admin-tournaments';
import { fetchAdminTournaments } from './tournaments-api';
import type { AdminTournamentsQuery } from './tournaments-query';

export type AdminTournamentsState =
  | { status: 'loading'; list: AdminTournamentList | null }
  | { status: 'ready'; list: AdminTournamentList }
  | { status: 'failed'; list: AdminTournamentList | null };

/** The page of tournaments the query asks for, fetched again when it changes or on reload(). */
export function useAdminTournaments(query: AdminTournamentsQuery, online: boolean) {
  const [state, setState] = useState<AdminTournamentsState>({ status: 'loading', list: null });
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    if (!online) return;
    let current = true;
    setState((previous) => ({ status: 'loading', list: previous.list }));
    fetchAdminTournaments(JSON.parse(key) as AdminTournamentsQuery).then(
      (list) => current && setState({ status: 'ready', list }),
      () => current && setState((previous) => ({ status: 'failed', list: previous.list })),
    );
    return () => {
      current = false;
    };
  }, [key, online, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  /** Shows a tournament as an action answered it, in its place. */
  const replace = useCallback((item: AdminTournament) => {
    setState((previous) =>
      previous.list
        ? {
            ...previous,
            list: {
              ...previous.list,
              items: previous.list.items.map((t) => (t.id === item.id ? item : t)),
            },
          }
        : previous,
    );
  }, []);

  return { state, reload, replace };
}
