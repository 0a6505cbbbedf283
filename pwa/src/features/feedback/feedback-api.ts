import type { FeedbackRequest, FeedbackSent } from '@sync/contract/feedback';
import type { FileFormats, UploadedFileName } from '@sync/contract/files';
import { http } from '@pwa/lib/http';

/** The online calls of the feedback dialog (docs/architecture.md: online only, through http). */

export function fetchFeedbackFormats(): Promise<FileFormats> {
  return http.get('file/feedback/formats').json<FileFormats>();
}

/** Stores one attachment (multipart field `filename`); its Name goes into Attachments. */
export async function uploadFeedbackFile(file: File): Promise<string> {
  const body = new FormData();
  body.append('filename', file, file.name);
  // uploads of 20 MB over a slow line take longer than the client's default 30 s
  const answer = await http
    .post('file/feedback', { body, timeout: 300_000 })
    .json<UploadedFileName>();
  return answer.Name;
}

export function sendFeedback(request: FeedbackRequest): Promise<FeedbackSent> {
  return http.post('feedback', { json: request }).json<FeedbackSent>();
}
