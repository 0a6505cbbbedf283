/**
 * Which game library record each conversion was saved as, in this browser (localStorage), so
 * opening or saving a result twice does not make two records.
 */
const STORAGE_KEY = 'video.savedRecords';

type SavedRecords = Record<string, number>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readAll(): SavedRecords {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as SavedRecords) : {};
  } catch {
    return {};
  }
}

/** The library record a conversion was saved as, or null. */
export function savedRecordOf(conversionId: number): number | null {
  const id = readAll()[String(conversionId)];
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

export function rememberSavedRecord(conversionId: number, recordId: number | null): void {
  const all = readAll();
  if (recordId === null) delete all[String(conversionId)];
  else all[String(conversionId)] = recordId;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // storage full or blocked: the next save makes a new record, nothing worse
  }
}
