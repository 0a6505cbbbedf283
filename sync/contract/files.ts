import type { Page } from './common';

/**
 * GET /file/feedback/formats (and the library's GET /file/game/formats): what an upload may be.
 * `Formats` are lower-case extensions without the dot (the check is case-insensitive);
 * `MaxSize` is in bytes.
 */
export interface FileFormats {
  Formats: string[];
  MaxSize: number;
}

/** Feedback attachments: 20 MB each. */
export const FEEDBACK_MAX_FILE_SIZE = 20 * 1024 * 1024;

/** The formats GET /file/feedback/formats answers (the API checks each file's content too). */
export const FEEDBACK_FORMATS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'pdf',
  'txt',
  'log',
  'sgf',
  'zip',
] as const;

/** At most this many attachments in one feedback message. */
export const FEEDBACK_MAX_ATTACHMENTS = 10;

/** The multipart field of POST /file/feedback. */
export const FEEDBACK_FILE_FIELD = 'filename';

/** POST /file/feedback (multipart, field `filename`): the stored file's name, for `Attachments`. */
export interface UploadedFileName {
  Name: string;
}

/** Who uploaded a file, when it was a signed-in user. */
export interface FileUploader {
  id: number;
  username: string;
}

/** GET /file/details/{id}; the rows of GET /file (admins). */
export interface FileDetails {
  id: number;
  /** the random stored name (`Name` of the upload answer) */
  name: string;
  /** the name the file had on the sender's device */
  originalName: string;
  /** the type found from the content, e.g. 'image/png' */
  contentType: string;
  size: number;
  purpose: 'feedback';
  uploadedAt: string;
  uploadedBy: FileUploader | null;
  /** the feedback message it is attached to; null until sent (unattached uploads expire) */
  feedbackId: number | null;
}

export type FileList = Page<FileDetails>;
