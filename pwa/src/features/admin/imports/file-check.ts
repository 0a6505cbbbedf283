import {
  detectImportFormat,
  extensionAccepted,
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  IMPORT_SNIFF_CHARS,
  looksBinary,
  looksLike,
  type ImportFormatId,
} from '@sync/contract/admin-imports';

/** Why a chosen file is not sent (the server checks the same again). */
export type FileProblem =
  | { key: 'empty' }
  | { key: 'tooLarge' }
  | { key: 'extension'; extensions: string }
  | { key: 'binary' }
  | { key: 'content' };

async function headOf(file: Blob): Promise<string> {
  return file.slice(0, IMPORT_SNIFF_CHARS).text();
}

/** The checks POST /admin/imports makes, before the file is sent. */
export async function fileProblem(file: File, format: ImportFormatId): Promise<FileProblem | null> {
  if (file.size === 0) return { key: 'empty' };
  if (file.size > IMPORT_MAX_BYTES) return { key: 'tooLarge' };
  if (!extensionAccepted(format, file.name)) {
    return { key: 'extension', extensions: IMPORT_EXTENSIONS[format].join(', ') };
  }
  const head = await headOf(file);
  if (looksBinary(head)) return { key: 'binary' };
  return looksLike(format, head) ? null : { key: 'content' };
}

/** The format a file is by its content and name, or null when it is none of them. */
export async function guessFormat(file: File): Promise<ImportFormatId | null> {
  if (file.size === 0) return null;
  const format = detectImportFormat(await headOf(file));
  return format && extensionAccepted(format, file.name) ? format : null;
}
