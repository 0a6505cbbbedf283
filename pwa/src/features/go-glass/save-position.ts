import { LIBRARY_FILES_FIELD, type LibraryUploadResult } from '@sync/contract/game-library';
import { http } from '@pwa/lib/http';

/**
 * Saves the position's SGF to the user's game library, private (POST /file/game), so the
 * viewer can open it at /viewer/file/{id}; resolves with that id.
 */
export async function savePositionRecord(sgf: string, fileName: string): Promise<number> {
  const body = new FormData();
  body.append(LIBRARY_FILES_FIELD, new File([sgf], fileName, { type: 'application/x-go-sgf' }));
  const result = await http
    .post('file/game', { body, searchParams: { private: 'true' } })
    .json<LibraryUploadResult>();
  const saved = result.games[0];
  if (!saved) throw new Error('the library kept no game');
  return saved.id;
}
