import { useCallback, useState } from 'react';
import { libraryRecordExists, saveToLibrary } from './video-api';
import { rememberSavedRecord, savedRecordOf } from './saved-records';

/**
 * A conversion's SGF as a record of the user's game library: saved once (private), then the
 * same record is reused; one deleted in the library since is saved again.
 */
export function useLibraryCopy(conversionId: number, name: string, sgf: string) {
  const [recordId, setRecordId] = useState(() => savedRecordOf(conversionId));

  /** The record's id, saving the SGF first when needed; `created` when this call saved it. */
  const ensureSaved = useCallback(async (): Promise<{ id: number; created: boolean }> => {
    const known = savedRecordOf(conversionId);
    if (known !== null && (await libraryRecordExists(known))) {
      setRecordId(known);
      return { id: known, created: false };
    }
    const answer = await saveToLibrary(name, sgf);
    const id = answer.games[0]?.id;
    if (id === undefined) throw new Error('The game library kept no game of the record');
    rememberSavedRecord(conversionId, id);
    setRecordId(id);
    return { id, created: true };
  }, [conversionId, name, sgf]);

  return { recordId, ensureSaved };
}
