import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LOBBY_VIEW_KEYS, lobbyViewParams, parseLobbyView, type LobbyView } from './lobby-url';

const VIEW_KEYS = new Set<string>(LOBBY_VIEW_KEYS);

/** The lobby's sort and filters, kept in the URL (linkable, Back undoes a change). */
export function useLobbyView(): [LobbyView, (view: LobbyView) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => parseLobbyView(new URLSearchParams(query)), [query]);
  const update = useCallback(
    (next: LobbyView) =>
      setParams(
        (current) => {
          const written = lobbyViewParams(next);
          for (const [key, value] of current) {
            if (!VIEW_KEYS.has(key)) written.append(key, value);
          }
          return written;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, update];
}
