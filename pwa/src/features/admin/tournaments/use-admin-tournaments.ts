import { useCallback } from 'react';
import type { AdminTournament, AdminTournamentList } from '@sync/contract/admin-tournaments';
import { useAdminList } from '../use-admin-list';
import { fetchAdminTournaments } from './tournaments-api';
import type { AdminTournamentsQuery } from './tournaments-query';

/** The page of tournaments the query asks for, fetched again when it changes or on reload(). */
export function useAdminTournaments(query: AdminTournamentsQuery, online: boolean) {
  const { state, reload, update } = useAdminList<AdminTournamentList>(
    JSON.stringify(query),
    () => fetchAdminTournaments(query),
    { enabled: online },
  );
  /** Shows a tournament as an action answered it, in its place. */
  const replace = useCallback(
    (item: AdminTournament) =>
      update((list) => ({
        ...list,
        items: list.items.map((t) => (t.id === item.id ? item : t)),
      })),
    [update],
  );
  return { state, reload, replace };
}
