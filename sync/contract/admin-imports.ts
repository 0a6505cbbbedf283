/**
 * Imports of tournament files and rating lists from the admin section (issue 16), the same
 * importer as `npm run import`.
 *
 * POST /admin/imports (admin only), multipart: `file` and `format`. A file larger than
 * {@link IMPORT_MAX_BYTES} answers 413 FILE_TOO_LARGE; a file whose name or content is not of the
 * format 415 IMPORT_WRONG_TYPE; a file the importer cannot read 400 IMPORT_UNREADABLE (the message
 * says why). Nothing is written then. Otherwise the import is written in one transaction and the
 * answer is an {@link ImportReport}; with `Accept: application/x-ndjson` the answer is a stream of
 * {@link ImportEvent}s, one JSON object a line, ending with the report or an error.
 *
 * POST /admin/imports/recompute (admin only): recomputes every rating (after a rating list);
 * answers {@link RecomputeResult}.
 */

export const IMPORT_FORMAT_IDS = ['opengotha', 'h9', 'egf-list', 'aga-list'] as const;
export type ImportFormatId = (typeof IMPORT_FORMAT_IDS)[number];

/** The multipart fields of POST /admin/imports. */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_FORMAT_FIELD = 'format';

/** The largest file accepted: 20 MB (the EGF list of every player is about 4 MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const IMPORT_NDJSON = 'application/x-ndjson';

/** The file name endings each format accepts (lower case). */
export const IMPORT_EXTENSIONS: Record<ImportFormatId, readonly string[]> = {
  opengotha: ['.xml'],
  h9: ['.h9', '.txt'],
  'egf-list': ['.txt', '.html', '.htm'],
  'aga-list': ['.txt', '.tsv', '.tab'],
};

export function extensionAccepted(format: ImportFormatId, fileName: string): boolean {
  const name = fileName.toLowerCase();
  return IMPORT_EXTENSIONS[format].some((extension) => name.endsWith(extension));
}

/** How much of the start of a file {@link looksLike} needs. */
export const IMPORT_SNIFF_CHARS = 64 * 1024;

const XML_ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<([\w:.-]+)/;
const H9_HEADER = /^\s*;/;
const EGF_HEADER = /\bPIN\b.*\bName\b.*\bGoR\b/;
const AGA_ROW = /^[^\t\n]+\t\s*\d+\s*\t/;

function firstLine(text: string): string {
  return (text.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '').replace(/^\uFEFF/, '');
}

/** A text that holds NUL or many other control characters is a binary file. */
export function looksBinary(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) controls++;
  }
  return controls > Math.max(8, text.length / 100);
}

/**
 * Whether the start of a file (at least {@link IMPORT_SNIFF_CHARS} characters, or the whole
 * file) looks like the format: an XML document whose root is OpenGotha's `<Tournament>`; h9 header
 * lines starting with ';'; the EGF list's 'PIN Name ... GoR' column header; AGA's tab-separated
 * rows 'name, id, ...'.
 */
export function looksLike(format: ImportFormatId, head: string): boolean {
  const text = head.replace(/^\uFEFF/, '');
  if (looksBinary(text)) return false;
  switch (format) {
    case 'opengotha':
      return XML_ROOT.exec(text)?.[1] === 'Tournament';
    case 'h9':
      return H9_HEADER.test(firstLine(text));
    case 'egf-list':
      return EGF_HEADER.test(text);
    case 'aga-list':
      return AGA_ROW.test(firstLine(text));
  }
  return false;
}

/** The format a file seems to be by its start, or null. */
export function detectImportFormat(head: string): ImportFormatId | null {
  return IMPORT_FORMAT_IDS.find((format) => looksLike(format, head)) ?? null;
}

export interface ImportCounts {
  created: number;
  updated: number;
  removed: number;
  /** rows present after the import */
  kept: number;
}

export interface ImportPlayerCounts {
  /** new players */
  created: number;
  /** players found again (by EGD PIN, AGA id or name) */
  matched: number;
  /** of those found again, the ones whose facts changed */
  updated: number;
}

export interface ImportReport {
  file: string;
  format: ImportFormatId;
  /** the lines the importer skipped, 'line N: reason' */
  skipped: string[];
  tournament?: {
    id: number;
    title: string;
    /** false: the tournament existed (the same EGD code, or title and date) and was updated */
    created: boolean;
    players: ImportPlayerCounts;
    participants: ImportCounts;
    games: ImportCounts;
  };
  ratingList?: {
    federation: string;
    listDate: string;
    players: ImportPlayerCounts;
    ratings: ImportCounts;
  };
}

/** One line of the NDJSON answer. */
export type ImportEvent =
  /** the file was received and read: what it holds; writing starts */
  | {
      type: 'parsed';
      kind: 'tournament' | 'rating-list';
      players: number;
      games: number;
      skipped: number;
    }
  /** still writing (every few seconds, so a long write is seen to go on) */
  | { type: 'writing'; seconds: number }
  | { type: 'report'; report: ImportReport }
  | { type: 'error'; error: { statusCode: number; code: string; message: string } };

export interface RecomputeResult {
  tournaments: number;
  games: number;
  playersChanged: number;
  ms: number;
}
