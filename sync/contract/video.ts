/** Video to SGF (spec section 7): uploads of game videos converted to SGF records. */

import type { Page } from './common';

export const VIDEO_STATUSES = ['pending', 'processing', 'done', 'error'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** GET /video/formats: `{ Formats, MaxSize }` as every formats call, with what ffmpeg reads beside. */
export interface VideoFormats {
  /** file extensions accepted, lower case without the dot: ['mp4', 'mov', 'webm', ...] */
  Formats: string[];
  /** the largest upload in bytes */
  MaxSize: number;
  /** containers ffmpeg reads for us: ['MP4', 'QuickTime', 'WebM', ...] */
  containers: string[];
  /** video codecs: ['H.264', 'H.265', 'VP8', 'VP9', 'AV1', ...] */
  codecs: string[];
}

/**
 * The tus endpoint (tus 1.0.0, creation and termination), relative to the site: POST it with
 * Upload-Length and Upload-Metadata `filename` (base64) to create an upload, then PATCH/HEAD the
 * Location it answers. Signed-in users only (401 otherwise, the API's error body); an
 * Upload-Length over `MaxSize` is 413 VIDEO_TOO_LARGE, a filename whose extension is not in
 * `Formats` 400 FILE_FORMAT_NOT_ALLOWED; another user's upload answers 404. Per user: 409
 * VIDEO_UPLOADS_FULL over the uploads not submitted yet, 413 VIDEO_STORAGE_FULL over the bytes
 * of one's videos on the server (VIDEO_UPLOADS_PER_USER, VIDEO_BYTES_PER_USER).
 */
export const VIDEO_UPLOAD_PATH = '/api/v1/video/files';

/** GET /video/upload?filename= : where to send the file (tus, resumable). */
export interface VideoUploadTarget {
  protocol: 'tus';
  /** the tus endpoint to create the upload at (POST), relative to the site */
  uploadUrl: string;
  filename: string;
  maxBytes: number;
}

/** POST /video/submit; 413 VIDEO_TOO_LONG over VIDEO_MAX_SECONDS (the upload removed) */
export interface VideoSubmitRequest {
  /** the tus upload's URL or id, as the upload answered it */
  upload: string;
  /** the name shown in the list and given to the SGF (GN) */
  name: string;
}

export interface VideoConversion {
  id: number;
  name: string;
  filename: string;
  /** bytes */
  size: number;
  submittedAt: string;
  status: VideoStatus;
  /** 0..100 */
  progress: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** when done */
  sgf: string | null;
  moves: number | null;
  boardSize: number | null;
  /** in words, when status is error */
  error: string | null;
  /** when done: changes between stable frames no legal move explains (marked in the SGF) */
  skippedChanges: number | null;
  /** when done: the video's length */
  durationSeconds: number | null;
}

/**
 * GET /video: the signed-in user's conversions, newest first (all of them, no pages).
 * DELETE /video/{id} removes one of one's own with its video file (204): 404
 * VIDEO_CONVERSION_NOT_FOUND for an unknown id or another user's, 409 VIDEO_BEING_CONVERTED while
 * it is processing.
 */
export type VideoConversionList = VideoConversion[];

/**
 * GET /video/statistics: the signed-in user's own conversions; GET /admin/video/statistics
 * (admins): every user's.
 */
export interface VideoStatistics {
  pending: number;
  processing: number;
  done: number;
  error: number;
  total: number;
  /** seconds from start to finish of the conversions done, null when none is */
  averageProcessingSeconds: number | null;
}

/** GET /admin/video: every user's conversions. */
export interface AdminVideoConversion extends VideoConversion {
  user: { id: number; username: string };
}

/**
 * GET /admin/video?status=&limit=&offset=: newest first, 20 a page (limit 1..200), only one
 * status when `status` is given. POST /admin/video/{id}/retry puts a done or failed conversion
 * back to pending (409 VIDEO_NOT_RETRIABLE while pending or processing) and answers it;
 * DELETE /admin/video/{id} removes the row and its video file (204). Each is audited.
 */
export type AdminVideoPage = Page<AdminVideoConversion>;

export const ADMIN_VIDEO_PAGE_SIZE = 20;
