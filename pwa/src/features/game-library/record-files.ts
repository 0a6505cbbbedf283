import type { LibraryFormats } from '@sync/contract/game-library';

/** Why a chosen file is not sent (the server checks again). */
export type FileProblem = 'format' | 'size' | 'empty';

export interface CheckedFiles<T extends Pick<File, 'name' | 'size'> = File> {
  accepted: T[];
  refused: { name: string; problem: FileProblem }[];
  /** more files than one upload takes: the ones past the limit are left out */
  tooMany: boolean;
}

/** 'game.SGF' → 'sgf'; '' without a dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What the picker offers: '.sgf'. */
export function acceptOf(formats: LibraryFormats | null): string {
  return (formats?.Formats ?? ['sgf']).map((format) => `.${format}`).join(',');
}

/** The checks before an upload: extension (any case), size, and at most MaxFiles at once. */
export function checkRecordFiles<T extends Pick<File, 'name' | 'size'>>(
  files: readonly T[],
  formats: LibraryFormats,
): CheckedFiles<T> {
  const allowed = new Set(formats.Formats.map((format) => format.toLowerCase()));
  const accepted: T[] = [];
  const refused: CheckedFiles<T>['refused'] = [];
  for (const file of files) {
    if (!allowed.has(extensionOf(file.name))) refused.push({ name: file.name, problem: 'format' });
    else if (file.size > formats.MaxSize) refused.push({ name: file.name, problem: 'size' });
    else if (file.size === 0) refused.push({ name: file.name, problem: 'empty' });
    else accepted.push(file);
  }
  const tooMany = accepted.length > formats.MaxFiles;
  return { accepted: accepted.slice(0, formats.MaxFiles), refused, tooMany };
}
