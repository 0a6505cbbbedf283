import { BROADCAST_STATUSES, type BroadcastStatus } from '@sync/contract/broadcasts';

/** Broadcasts on one page of the list. */
export const BROADCASTS_PAGE_SIZE = 20;

/** The list's filter and page, kept in the URL (`?status=live&page=2`). */
export interface BroadcastsView {
  /** null: every status (live first, then upcoming, then finished) */
  status: BroadcastStatus | null;
  /** 1-based */
  page: number;
}

export function parseBroadcastsView(params: URLSearchParams): BroadcastsView {
  const status = params.get('status');
  const page = params.get('page') ?? '';
  const number = /^\d{1,5}$/.test(page) ? Number(page) : 1;
  return {
    status: BROADCAST_STATUSES.find((one) => one === status) ?? null,
    page: number > 0 ? number : 1,
  };
}

/** The page's own query: only what differs from the defaults. */
export function broadcastsViewParams(view: BroadcastsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}
