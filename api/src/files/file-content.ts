import { FEEDBACK_FORMATS } from '@sync/contract/files';

export type FeedbackFormat = (typeof FEEDBACK_FORMATS)[number];

type ContentKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip' | 'text';

const FORMATS: Record<FeedbackFormat, { kind: ContentKind; contentType: string }> = {
  png: { kind: 'png', contentType: 'image/png' },
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg' },
  gif: { kind: 'gif', contentType: 'image/gif' },
  webp: { kind: 'webp', contentType: 'image/webp' },
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  zip: { kind: 'zip', contentType: 'application/zip' },
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
  log: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
  sgf: { kind: 'text', contentType: 'application/x-go-sgf; charset=utf-8' },
};

/** Images a browser may show inline (GET /file/{id}?view); everything else is a download. */
export const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

const startsWith = (bytes: Buffer, prefix: string | number[], at = 0) => {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : Buffer.from(prefix);
  return bytes.subarray(at, at + expected.length).equals(expected);
};

const MAGIC: Record<Exclude<ContentKind, 'text'>, (bytes: Buffer) => boolean> = {
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  gif: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a'),
  webp: (b) => startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8),
  pdf: (b) => startsWith(b, '%PDF-'),
  // a local file header, or the end record of an empty archive
  zip: (b) => startsWith(b, 'PK\x03\x04') || startsWith(b, 'PK\x05\x06'),
};

/** The part of a text file looked at for HTML, as browsers sniff the start of a document. */
const HTML_SNIFF_CHARS = 1024;
const HTML_START =
  /^<(?:!doctype\s+html|html|head|body|script|iframe|svg|meta|style|object|embed|\?xml)\b/i;
const HTML_ANYWHERE = /<(?:script|html|iframe)\b/i;

function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (text.includes('\0')) return false;
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, HTML_SNIFF_CHARS);
  return !HTML_START.test(head) && !HTML_ANYWHERE.test(head);
}

/** The lower-case extension of a file name, if it is one of the allowed formats. */
export function feedbackFormatOf(fileName: string): FeedbackFormat | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (FEEDBACK_FORMATS as readonly string[]).includes(extension)
    ? (extension as FeedbackFormat)
    : null;
}

/**
 * The content type of the bytes when they are what the extension says (the magic bytes of an
 * image, a PDF, a ZIP; UTF-8 text without NUL bytes that does not look like HTML); else null.
 */
export function contentTypeOf(format: FeedbackFormat, bytes: Buffer): string | null {
  const { kind, contentType } = FORMATS[format];
  const matches = kind === 'text' ? isPlainText(bytes) : MAGIC[kind](bytes);
  return matches ? contentType : null;
}
