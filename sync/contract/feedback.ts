import type { Page } from './common';
import type { FileDetails, FileUploader } from './files';

/** The message of a feedback: required, at most this many characters. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 1000;

/** The sender's name: required, at most this many characters. */
export const FEEDBACK_NAME_MAX_LENGTH = 100;

/** The sender's e-mail address: required, at most this many characters. */
export const FEEDBACK_EMAIL_MAX_LENGTH = 254;

/** POST /feedback. `Attachments` are `Name`s answered by POST /file/feedback to this sender. */
export interface FeedbackRequest {
  Name: string;
  Email: string;
  Message: string;
  Attachments: string[];
}

/** POST /feedback's answer (201). */
export interface FeedbackSent {
  id: number;
}

/** A feedback message as admins read it: GET /admin/feedback, GET /admin/feedback/{id}. */
export interface FeedbackItem {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  /** the signed-in account that sent it, if any */
  user: FileUploader | null;
  handled: boolean;
  handledAt: string | null;
  attachments: FileDetails[];
}

/** GET /admin/feedback?handled=true|false&limit=&offset= (newest first). */
export type FeedbackList = Page<FeedbackItem>;

/** PATCH /admin/feedback/{id}: mark handled or not. Answers the FeedbackItem. */
export interface FeedbackUpdate {
  handled: boolean;
}
