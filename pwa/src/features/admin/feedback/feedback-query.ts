/** The Feedback tab's filter as kept in the address: ?status=unhandled|handled&page= */

export const FEEDBACK_STATUSES = ['all', 'unhandled', 'handled'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export interface FeedbackFilters {
  status: FeedbackStatus;
  /** from 1 */
  page: number;
}

export const FEEDBACK_PAGE_SIZE = 20;

export function readFeedbackFilters(params: URLSearchParams): FeedbackFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: FEEDBACK_STATUSES.find((known) => known === status) ?? 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of the filters, leaving defaults out. */
export function writeFeedbackFilters(filters: FeedbackFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /admin/feedback for the filters. */
export function feedbackListParams(filters: FeedbackFilters): URLSearchParams {
  const params = new URLSearchParams({
    limit: String(FEEDBACK_PAGE_SIZE),
    offset: String((filters.page - 1) * FEEDBACK_PAGE_SIZE),
  });
  if (filters.status !== 'all') params.set('handled', String(filters.status === 'handled'));
  return params;
}
