import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GAMES_VIEW_KEYS, gamesViewParams, parseGamesView, type GamesView } from './games-url';

export type UpdateGamesView = (change: Partial<GamesView>) => void;

const VIEW_KEYS = new Set<string>(GAMES_VIEW_KEYS);

/** The games page's filters, kept in the URL so a list can be linked and the back button works. */
export function useGamesView(): [GamesView, UpdateGamesView] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => parseGamesView(new URLSearchParams(query)), [query]);
  const update = useCallback<UpdateGamesView>(
    (change) => {
      setParams((current) => {
        const next = gamesViewParams({ ...parseGamesView(current), ...change });
        // keep what other parts of the page put in the query (the language, say)
        for (const [key, value] of current) {
          if (!VIEW_KEYS.has(key)) next.append(key, value);
        }
        return next;
      });
    },
    [setParams],
  );
  return [view, update];
}
