import { useAdminList, type AdminListState } from '../use-admin-list';

/** How often the logs and the audit are read again while shown. */
export const POLL_INTERVAL_MS = 10_000;

export type PolledState<T> = AdminListState<T>;

/**
 * What `load` answers, fetched when `key` changes, on reload(), and again every 10 s while the
 * page is visible and `paused` is false (and at once when the page becomes visible again).
 */
export function usePolled<T>(key: string, load: () => Promise<T>, paused: boolean) {
  const { state, reload } = useAdminList(key, load, { pollMs: paused ? null : POLL_INTERVAL_MS });
  return { state, reload };
}
