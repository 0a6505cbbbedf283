import { useEffect, useState } from 'react';
import {
  LIBRARY_MAX_FILE_SIZE,
  LIBRARY_MAX_FILES,
  type LibraryFormats,
} from '@sync/contract/game-library';
import { fetchLibraryFormats } from './library-api';

/** Until GET /file/game/formats answers (or when it can't), the contract's own limits. */
const CONTRACT_FORMATS: LibraryFormats = {
  Formats: ['sgf'],
  MaxSize: LIBRARY_MAX_FILE_SIZE,
  MaxFiles: LIBRARY_MAX_FILES,
};

/** The formats and limits of an upload, as the server publishes them. */
export function useLibraryFormats(): LibraryFormats {
  const [formats, setFormats] = useState<LibraryFormats>(CONTRACT_FORMATS);
  useEffect(() => {
    let live = true;
    fetchLibraryFormats().then(
      (answer) => {
        if (live) setFormats(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return formats;
}
