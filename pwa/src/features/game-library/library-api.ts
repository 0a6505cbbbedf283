import type {
  LibraryGameDetail,
  LibraryGameUpdate,
  LibraryUploadResult,
} from '@sync/contract/game-library';
import { http } from '@pwa/lib/http';

/** The online-only calls of the game library (sync/contract/game-library.ts). */

/** The multipart field of POST /file/game (one or several files). */
const FILES_FIELD = 'files';
/** The multipart field of POST /file/game/{id} (one file). */
const FILE_FIELD = 'file';

export function uploadRecords(
  files: readonly File[],
  privateRecords: boolean,
): Promise<LibraryUploadResult> {
  const body = new FormData();
  for (const file of files) body.append(FILES_FIELD, file, file.name);
  return http
    .post('file/game', { body, searchParams: { private: String(privateRecords) } })
    .json<LibraryUploadResult>();
}

/** POST /file/game/{id}: a new file for the record, which keeps its id. */
export function replaceRecord(id: number, file: File): Promise<unknown> {
  const body = new FormData();
  body.append(FILE_FIELD, file, file.name);
  return http.post(`file/game/${id}`, { body }).json<unknown>();
}

export function updateRecord(id: number, update: LibraryGameUpdate): Promise<LibraryGameDetail> {
  return http.patch(`file/game/${id}`, { json: update }).json<LibraryGameDetail>();
}

export async function deleteRecord(id: number): Promise<void> {
  await http.delete(`file/game/${id}`);
}
