import { useCallback, useEffect, useState } from 'react';
import type { UnmatchedPlaces } from '@sync/contract/admin-places';
import { fetchUnmatched, type PlaceRowKind, type UnmatchedRows } from './places-api';

export interface UnmatchedState<K extends PlaceRowKind> {
  status: 'loading' | 'ready' | 'failed';
  list: UnmatchedPlaces<UnmatchedRows[K]> | null;
}

/** The unmatched rows of one kind, loaded at once and again on `reload`. */
export function useUnmatched<K extends PlaceRowKind>(kind: K) {
  const [state, setState] = useState<UnmatchedState<K>>({ status: 'loading', list: null });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    fetchUnmatched(kind).then(
      (list) => current && setState({ status: 'ready', list }),
      () => current && setState((previous) => ({ ...previous, status: 'failed' })),
    );
    return () => {
      current = false;
    };
  }, [kind, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state, reload };
}
