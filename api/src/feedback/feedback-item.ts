import type { FeedbackItem } from '@sync/contract/feedback';
import { fileDetailsOf, uploaderOf } from '../files/file-details';
import type { StoredFile } from '../files/stored-file.entity';
import type { FeedbackMessage } from './feedback-message.entity';

/** A feedback as admins read it; `user` and the files' `uploadedBy` must be populated. */
export function feedbackItemOf(message: FeedbackMessage, files: StoredFile[]): FeedbackItem {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    user: uploaderOf(message.user),
    handled: message.handled,
    handledAt: message.handledAt?.toISOString() ?? null,
    attachments: files.map(fileDetailsOf),
  };
}
