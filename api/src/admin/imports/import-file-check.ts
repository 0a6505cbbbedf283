import {
  extensionAccepted,
  IMPORT_EXTENSIONS,
  IMPORT_FORMAT_IDS,
  IMPORT_MAX_BYTES,
  IMPORT_SNIFF_CHARS,
  looksBinary,
  looksLike,
  type ImportFormatId,
} from '@sync/contract/admin-imports';
import { ApiError } from '../../common/errors/api-error';

const WHAT_IT_HOLDS: Record<ImportFormatId, string> = {
  opengotha: "an XML document whose root is OpenGotha's <Tournament>",
  h9: "EGD h9 header lines starting with ';' (like '; EV[...]')",
  'egf-list': "the EGF rating list's column header 'PIN Name ... GoR'",
  'aga-list': "AGA rating list rows (tab-separated 'name, id, ...')",
};

export function importFormatOf(value: unknown): ImportFormatId {
  if (typeof value === 'string' && (IMPORT_FORMAT_IDS as readonly string[]).includes(value)) {
    return value as ImportFormatId;
  }
  throw new ApiError('badParameters');
}

function wrongType(reason: string): ApiError {
  return new ApiError('importWrongType', {
    message: `The file is not of the chosen format: ${reason}`,
  });
}

/** Tournament files are UTF-8 today; older ones are Latin-1 (Windows-1252), decoded as such. */
export function decodeImportFile(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The checks before anything is parsed or written: a file at all, its size, its name's ending
 * and its content's look. Answers the file's text.
 */
export function checkImportFile(
  format: ImportFormatId,
  file: { originalname: string; buffer: Buffer } | undefined,
): string {
  if (!file || file.buffer.length === 0) throw new ApiError('badParameters');
  if (file.buffer.length > IMPORT_MAX_BYTES) throw new ApiError('fileTooLarge');
  const name = file.originalname;
  if (!extensionAccepted(format, name)) {
    throw wrongType(
      `'${name}' does not end in ${IMPORT_EXTENSIONS[format].join(', ')} (${format})`,
    );
  }
  const text = decodeImportFile(file.buffer);
  const head = text.slice(0, IMPORT_SNIFF_CHARS);
  if (looksBinary(head)) throw wrongType(`'${name}' is a binary file, not text`);
  if (!looksLike(format, head)) {
    throw wrongType(`'${name}' does not hold ${WHAT_IT_HOLDS[format]}`);
  }
  return text;
}
