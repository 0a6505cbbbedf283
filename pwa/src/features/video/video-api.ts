import { HTTPError } from 'ky';
import { LIBRARY_FILES_FIELD, type LibraryUploadResult } from '@sync/contract/game-library';
import { SGF_MEDIA_TYPE } from '@sync/contract/games';
import type { VideoConversion, VideoSubmitRequest, VideoUploadTarget } from '@sync/contract/video';
import { http } from '@pwa/lib/http';
import { sgfFileName } from './video-file-check';

/** The video calls (sync/contract/video.ts); the reads go through the on-demand cache. */

export const VIDEO_FORMATS_PATH = 'video/formats';
export const VIDEO_LIST_PATH = 'video';
export const VIDEO_STATISTICS_PATH = 'video/statistics';

/** GET /video/upload?filename=: where the file goes (a tus endpoint), or why it may not. */
export function fetchUploadTarget(filename: string): Promise<VideoUploadTarget> {
  return http.get('video/upload', { searchParams: { filename } }).json<VideoUploadTarget>();
}

export function submitVideo(request: VideoSubmitRequest): Promise<VideoConversion> {
  return http.post('video/submit', { json: request }).json<VideoConversion>();
}

/**
 * The game library's upload (POST /file/game): the conversion's SGF
 * becomes a private record of the user's, named after the conversion.
 */
export function saveToLibrary(name: string, sgf: string): Promise<LibraryUploadResult> {
  const body = new FormData();
  body.append(LIBRARY_FILES_FIELD, new File([sgf], sgfFileName(name), { type: SGF_MEDIA_TYPE }));
  return http
    .post('file/game', { body, searchParams: { private: 'true' } })
    .json<LibraryUploadResult>();
}

/** Whether a library record is still there (it may have been deleted in the library since). */
export async function libraryRecordExists(id: number): Promise<boolean> {
  try {
    await http.get(`file/game/${id}`);
    return true;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return false;
    throw error;
  }
}

/** DELETE /video/{id}: one's own conversion and its video file (not while it is converted). */
export async function deleteConversion(id: number): Promise<void> {
  await http.delete(`video/${id}`);
}
