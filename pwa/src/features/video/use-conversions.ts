import { useCallback, useEffect } from 'react';
import type { VideoConversionList, VideoStatistics } from '@sync/contract/video';
import { fetchAndStore, useCachedApi } from '@pwa/lib/cached-api';
import { db } from '@pwa/lib/db';
import { useOnline } from '@pwa/lib/online';
import { VIDEO_LIST_PATH, VIDEO_STATISTICS_PATH } from './video-api';

/** How often the list is read while a conversion waits or runs. */
export const POLL_MS = 2000;

/** Whether a conversion of the list is still waiting or running. */
export function hasActive(list: VideoConversionList | undefined): boolean {
  return list?.some((item) => item.status === 'pending' || item.status === 'processing') ?? false;
}

/**
 * The list first, then the statistics, so the counts never run ahead of the rows. Never cut
 * short: the read that finds the last conversion finished must bring its counts too.
 */
async function readBoth(): Promise<void> {
  await fetchAndStore(db, VIDEO_LIST_PATH);
  await fetchAndStore(db, VIDEO_STATISTICS_PATH);
}

/**
 * The user's conversions and statistics (kept like other answers, so the last ones show
 * offline), read again every 2 s while one is pending or processing, the page visible and the
 * browser online, and at once when the page becomes visible again.
 */
export function useConversions() {
  const list = useCachedApi<VideoConversionList>(VIDEO_LIST_PATH);
  const statistics = useCachedApi<VideoStatistics>(VIDEO_STATISTICS_PATH);
  const online = useOnline();
  const active = hasActive(list.data);

  useEffect(() => {
    if (!online || !active) return;
    let running = false;
    const refresh = () => {
      if (running || document.visibilityState !== 'visible') return;
      running = true;
      readBoth()
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    };
    const timer = window.setInterval(refresh, POLL_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [online, active]);

  const reload = useCallback(() => {
    readBoth().catch(() => undefined);
  }, []);

  return { list, statistics, reload };
}
