import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminVideoPage, VideoStatistics } from '@sync/contract/video';
import { fetchVideoPage, fetchVideoStatistics } from './admin-video-api';
import { writeVideoFilters, type VideoFilters } from './video-query';

/** How often the page is read while one of its conversions waits or runs. */
const POLL_MS = 2000;

export interface AdminVideos {
  page: AdminVideoPage;
  statistics: VideoStatistics;
}

export type AdminVideosState =
  | { status: 'loading'; data: AdminVideos | null }
  | { status: 'ready'; data: AdminVideos }
  | { status: 'failed'; data: AdminVideos | null };

async function load(filters: VideoFilters): Promise<AdminVideos> {
  const [page, statistics] = await Promise.all([fetchVideoPage(filters), fetchVideoStatistics()]);
  return { page, statistics };
}

/**
 * A page of GET /admin/video for the filters and everyone's statistics; read again on reload()
 * and every 2 s while the page shows a waiting or running conversion and is visible.
 */
export function useAdminVideos(filters: VideoFilters) {
  const [state, setState] = useState<AdminVideosState>({ status: 'loading', data: null });
  const [generation, setGeneration] = useState(0);
  const key = writeVideoFilters(filters).toString();
  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load(filtersRef.current).then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState((previous) => ({ status: 'failed', data: previous.data })),
    );
    return () => {
      current = false;
    };
  }, [key, generation]);

  const active =
    state.data?.page.items.some(
      (item) => item.status === 'pending' || item.status === 'processing',
    ) ?? false;
  const idle = state.status !== 'loading';

  useEffect(() => {
    if (!active || !idle) return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') setGeneration((value) => value + 1);
    }, POLL_MS);
    const visible = () => {
      if (document.visibilityState === 'visible') setGeneration((value) => value + 1);
    };
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [active, idle, state]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
}
