import { useCallback, useEffect, useRef, useState } from 'react';

export type AdminListState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | null };

interface AdminListOptions {
  /** false: nothing is fetched (offline) */
  enabled?: boolean;
  /** fetched again this often while the page is visible (and at once when it shows again) */
  pollMs?: number | null;
}

/**
 * What `load` answers for `key` (the query as text): fetched when the key changes and on
 * reload(), the last answer kept on screen while the next one loads or when it fails. The
 * admin's lists (accounts, tournaments, the logs and the audit) share it.
 */
export function useAdminList<T>(
  key: string,
  load: () => Promise<T>,
  { enabled = true, pollMs = null }: AdminListOptions = {},
) {
  const [state, setState] = useState<AdminListState<T>>({ status: 'loading', data: null });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loadRef.current().then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState((previous) => ({ status: 'failed', data: previous.data })),
    );
    return () => {
      current = false;
    };
  }, [key, enabled, generation]);

  useEffect(() => {
    if (!enabled || pollMs === null) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') setGeneration((value) => value + 1);
    };
    const timer = window.setInterval(refresh, pollMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [enabled, pollMs]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  /** Changes what is shown (an item as an action answered it), until the next answer. */
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) =>
      previous.data === null ? previous : { ...previous, data: change(previous.data) },
    );
  }, []);
  return { state, reload, update };
}
