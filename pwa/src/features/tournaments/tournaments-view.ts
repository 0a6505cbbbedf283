import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseTournamentsView,
  tournamentsViewParams,
  VIEW_KEYS,
  type TournamentsView,
} from './tournaments-url';

export type UpdateView = (
  change: Partial<TournamentsView>,
  options?: { replace?: boolean },
) => void;

interface ViewState {
  /** the URL query the router showed last */
  seen: string;
  /** the queries this hook asked the router for that it has not shown yet, oldest first */
  pushed: string[];
  view: TournamentsView;
}

/** The view's query with what other parts of the page put in it (e.g. ?lng=) kept. */
function nextQuery(current: URLSearchParams, view: TournamentsView): URLSearchParams {
  const next = tournamentsViewParams(view);
  for (const [key, value] of current) if (!VIEW_KEYS.has(key)) next.append(key, value);
  return next;
}

/**
 * The list's mode and filters, kept in the URL so a list can be linked and the back button
 * works. Also held in state: the router applies URL changes in a transition, and a controlled
 * field bound to the URL alone would show its old value until that lands. Typing replaces the
 * history entry; discrete changes push one.
 */
export function useTournamentsView(): [TournamentsView, UpdateView] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [state, setState] = useState<ViewState>(() => ({
    seen: query,
    pushed: [],
    view: parseTournamentsView(new URLSearchParams(query)),
  }));
  let current = state;
  if (query !== state.seen) {
    // Either our own change has landed, or the URL changed from outside (back, a link): it wins.
    const landed = state.pushed.indexOf(query);
    current =
      landed >= 0
        ? { seen: query, pushed: state.pushed.slice(landed + 1), view: state.view }
        : { seen: query, pushed: [], view: parseTournamentsView(new URLSearchParams(query)) };
    setState(current);
  }

  const latest = useRef({ view: current.view, params });
  latest.current = { view: current.view, params };
  const update = useCallback<UpdateView>(
    (change, options) => {
      const view = { ...latest.current.view, ...change };
      const next = nextQuery(latest.current.params, view);
      latest.current = { view, params: next };
      setState((previous) => ({
        ...previous,
        pushed: [...previous.pushed, next.toString()],
        view,
      }));
      setParams(next, { replace: options?.replace ?? false });
    },
    [setParams],
  );
  return [current.view, update];
}
