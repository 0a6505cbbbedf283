import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PLAYERS_VIEW_PARAMS,
  parsePlayersView,
  playersViewParams,
  type PlayersView,
} from './players-url';

export type UpdateView = (change: Partial<PlayersView>, options?: { replace?: boolean }) => void;

/**
 * The players page's filters and sort, kept in the URL so a list can be linked and the back button
 * works. Typing replaces the history entry; discrete changes (a chip, a sort) push one.
 */
export function usePlayersView(): [PlayersView, UpdateView] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => parsePlayersView(new URLSearchParams(query)), [query]);
  const update = useCallback<UpdateView>(
    (change, options) => {
      setParams(
        (current) => {
          const next = playersViewParams({ ...parsePlayersView(current), ...change });
          // keep what other parts of the page put in the query
          for (const [key, value] of current) {
            if (!isViewKey(key)) next.append(key, value);
          }
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );
  return [view, update];
}

function isViewKey(key: string): boolean {
  return PLAYERS_VIEW_PARAMS.has(key);
}
