import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  LIBRARY_VIEW_KEYS,
  libraryViewParams,
  parseLibraryView,
  type LibraryView,
} from './library-url';

export type UpdateLibraryView = (change: Partial<LibraryView>) => void;

const VIEW_KEYS = new Set<string>(LIBRARY_VIEW_KEYS);

/** The filters and page of the library in the URL; a filter change goes back to page 1. */
export function useLibraryView(): [LibraryView, UpdateLibraryView] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => parseLibraryView(new URLSearchParams(query)), [query]);
  const update = useCallback<UpdateLibraryView>(
    (change) => {
      setParams((current) => {
        const page = change.page ?? 1;
        const next = libraryViewParams({ ...parseLibraryView(current), ...change, page });
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
