/** Video to SGF (spec section 7): uploads of game videos converted to SGF records. */

export const VIDEO_STATUSES = ['pending', 'processing', 'done', 'error'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** GET /video/formats */
export interface VideoFormats {
  /** file extensions accepted, lower case without the dot: ['mp4', 'mov', 'webm', ...] */
  extensions: string[];
  /** containers ffmpeg reads for us: ['MP4', 'QuickTime', 'WebM', ...] */
  containers: string[];
  /** video codecs: ['H.264', 'H.265', 'VP8', 'VP9', 'AV1', ...] */
  codecs: string[];
  maxBytes: number;
}

/** GET /video/upload?filename= : where to send the file (tus, resumable). */
export interface VideoUploadTarget {
  protocol: 'tus';
  /** the tus endpoint to create the upload at (POST), relative to the site */
  uploadUrl: string;
  filename: string;
  maxBytes: number;
}

/** POST /video/submit */
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
}

/** GET /video/statistics */
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
