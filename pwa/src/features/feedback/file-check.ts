import type { FileFormats } from '@sync/contract/files';

/** What the drop zone or the picker brought, sorted against the allowed formats and size. */
export interface FileCheck<T> {
  accepted: T[];
  /** names of the files whose extension is not among the formats */
  wrongFormat: string[];
  /** names of the files over the maximum size */
  tooLarge: string[];
}

/** The lower-case extension of a file name without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Sorts files by the rules of GET /file/feedback/formats (the extension check ignores case). */
export function checkFiles<T extends { name: string; size: number }>(
  files: readonly T[],
  formats: FileFormats,
): FileCheck<T> {
  const allowed = new Set(formats.Formats.map((format) => format.toLowerCase()));
  const check: FileCheck<T> = { accepted: [], wrongFormat: [], tooLarge: [] };
  for (const file of files) {
    if (!allowed.has(extensionOf(file.name))) check.wrongFormat.push(file.name);
    else if (file.size > formats.MaxSize) check.tooLarge.push(file.name);
    else check.accepted.push(file);
  }
  return check;
}

/** The maximum size in whole megabytes (or one decimal), as the texts show it: 20 for 20 MiB. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** The formats as the refusal lists them: '.jpg, .png, .pdf'. */
export function formatList(formats: FileFormats): string {
  return formats.Formats.map((format) => `.${format}`).join(', ');
}
