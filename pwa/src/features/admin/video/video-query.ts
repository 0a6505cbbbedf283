import { ADMIN_VIDEO_PAGE_SIZE, VIDEO_STATUSES, type VideoStatus } from '@sync/contract/video';

/** The Video tab's filter as kept in the address: ?status=pending|processing|done|error&page= */

export const VIDEO_FILTERS = ['all', ...VIDEO_STATUSES] as const;
export type VideoFilter = 'all' | VideoStatus;

export interface VideoFilters {
  status: VideoFilter;
  /** from 1 */
  page: number;
}

export function readVideoFilters(params: URLSearchParams): VideoFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: VIDEO_FILTERS.find((known) => known === status) ?? 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of the filters, leaving defaults out. */
export function writeVideoFilters(filters: VideoFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /admin/video for the filters. */
export function videoListParams(filters: VideoFilters): URLSearchParams {
  const params = new URLSearchParams({
    limit: String(ADMIN_VIDEO_PAGE_SIZE),
    offset: String((filters.page - 1) * ADMIN_VIDEO_PAGE_SIZE),
  });
  if (filters.status !== 'all') params.set('status', filters.status);
  return params;
}
