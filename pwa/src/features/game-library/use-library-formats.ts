import {
  LIBRARY_MAX_FILE_SIZE,
  LIBRARY_MAX_FILES,
  type LibraryFormats,
} from '@sync/contract/game-library';
import { useCachedApi } from '@pwa/lib/cached-api';

/** Until GET /file/game/formats answers (or when it can't), the contract's own limits. */
const CONTRACT_FORMATS: LibraryFormats = {
  Formats: ['sgf'],
  MaxSize: LIBRARY_MAX_FILE_SIZE,
  MaxFiles: LIBRARY_MAX_FILES,
};

/** The formats and limits of an upload as the server publishes them (kept like other answers). */
export function useLibraryFormats(): LibraryFormats {
  return useCachedApi<LibraryFormats>('file/game/formats').data ?? CONTRACT_FORMATS;
}
