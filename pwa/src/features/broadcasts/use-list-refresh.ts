import { useEffect } from 'react';
import { fetchAndStore } from '@pwa/lib/cached-api';
import { db } from '@pwa/lib/db';
import { useOnline } from '@pwa/lib/online';

/** How often the list is read again while it shows live broadcasts. */
const REFRESH_MS = 12_000;

/**
 * Reads the list (`path`, as useCachedApi keeps it) again every few seconds while online, the
 * page visible and `enabled` (it has live broadcasts): their small boards follow the games.
 */
export function useListRefresh(path: string, enabled: boolean): void {
  const online = useOnline();
  useEffect(() => {
    if (!online || !enabled) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      fetchAndStore(db, path, undefined, Date.now, controller.signal).catch(() => undefined);
    }, REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [path, enabled, online]);
}
