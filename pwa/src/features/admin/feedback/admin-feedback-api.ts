import type { FeedbackItem, FeedbackList, FeedbackUpdate } from '@sync/contract/feedback';
import { http } from '@pwa/lib/http';
import { feedbackListParams, type FeedbackFilters } from './feedback-query';

/** The Feedback tab's calls (admins only). */

export function fetchFeedbackList(filters: FeedbackFilters): Promise<FeedbackList> {
  return http.get('admin/feedback', { searchParams: feedbackListParams(filters) }).json();
}

export function markFeedback(id: number, handled: boolean): Promise<FeedbackItem> {
  const body: FeedbackUpdate = { handled };
  return http.patch(`admin/feedback/${id}`, { json: body }).json<FeedbackItem>();
}

export async function deleteAttachment(fileId: number): Promise<void> {
  await http.delete(`file/${fileId}`);
}

/** Where an attachment opens: in the browser for images (?view), else as a download. */
export function attachmentUrl(fileId: number, image: boolean): string {
  return `/api/v1/file/${fileId}${image ? '?view' : ''}`;
}
