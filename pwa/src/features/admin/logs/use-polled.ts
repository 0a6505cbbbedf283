import { useCallback, useEffect, useRef, useState } from 'react';

export const POLL_INTERVAL_MS = 10_000;

export type PolledState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | null };

/**
 * What `load` answers, fetched when `key` changes, on reload(), and again every 10 s while the
 * page is visible and `paused` is false (and at once when the page becomes visible again).
 */
export function usePolled<T>(key: string, load: () => Promise<T>, paused: boolean) {
  const [state, setState] = useState<PolledState<T>>({ status: 'loading', data: null });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loadRef.current().then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState((previous) => ({ status: 'failed', data: previous.data })),
    );
    return () => {
      current = false;
    };
  }, [key, generation]);

  useEffect(() => {
    if (paused) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') setGeneration((value) => value + 1);
    };
    const timer = window.setInterval(refresh, POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [paused]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
}
